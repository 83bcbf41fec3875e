import { LOOK_THROUGH_LEVELS, type LookThroughLevelCode } from '@prisme/domain';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { formatDay } from '../../../lib/iso-date';

interface ValuationDateFieldProps {
  /** The chosen portfolios' dates, newest first. */
  dates: string[];
  value: string | null;
  onChange: (date: string | null) => void;
  loading: boolean;
  disabled: boolean;
}

/** The valuation date, shown dd/mm/yyyy (spec §5), newest first. */
export function ValuationDateField({
  dates,
  value,
  onChange,
  loading,
  disabled,
}: ValuationDateFieldProps) {
  return (
    <NativeSelectField
      id="perimetre-date"
      label="Date de valorisation"
      value={value ?? ''}
      onChange={(date) => onChange(date || null)}
      disabled={disabled || dates.length === 0}
      loadingLabel={loading ? 'Chargement des dates' : undefined}
      minWidth={170}
    >
      {/* Without dates (no portfolio yet, or none has positions) the field says so. */}
      {dates.length === 0 && <option value="">{loading ? 'Chargement…' : 'Aucune date'}</option>}
      {dates.map((date) => (
        <option key={date} value={date}>
          {formatDay(date)}
        </option>
      ))}
    </NativeSelectField>
  );
}

interface LookThroughFieldProps {
  value: LookThroughLevelCode;
  onChange: (level: LookThroughLevelCode) => void;
  disabled: boolean;
}

const isLevel = (code: string): code is LookThroughLevelCode =>
  LOOK_THROUGH_LEVELS.some((level) => level.code === code);

/** How many levels of funds the transparisation flattens (spec §3 transparencyLevel). */
export function LookThroughField({ value, onChange, disabled }: LookThroughFieldProps) {
  return (
    <NativeSelectField
      id="perimetre-niveau"
      label="Niveau de transparisation"
      value={value}
      onChange={(code) => isLevel(code) && onChange(code)}
      disabled={disabled}
      minWidth={180}
    >
      {LOOK_THROUGH_LEVELS.map((level) => (
        <option key={level.code} value={level.code}>
          {level.name}
        </option>
      ))}
    </NativeSelectField>
  );
}

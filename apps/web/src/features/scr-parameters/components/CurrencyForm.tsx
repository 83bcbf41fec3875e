import Stack from '@mui/material/Stack';
import { Controller, get } from 'react-hook-form';
import { messages, scrCurrencyParametersSchema } from '@prisme/domain';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { ResourceError } from '../../../components/ResourceError';
import { useCurrencies } from '../api/get-currencies';
import type { ScrGroupValues } from '../api/scr-groups';
import { withCurrent } from '../lib/choices';
import { groupResolver } from '../lib/group-resolver';
import { CurrencyExceptions } from './CurrencyExceptions';
import { NumberField } from './fields';
import { GroupForm } from './GroupSection';
import { useGroupForm, type ValidityListener } from './use-group-form';

const resolver = groupResolver(scrCurrencyParametersSchema);

/** Change: the currency stress, the reference currency and the exceptions. */
export function CurrencyForm(props: {
  rolename: string;
  saved: ScrGroupValues['currency'];
  onValidity?: ValidityListener;
}) {
  const { form, save, submit, valid } = useGroupForm({ group: 'currency', resolver, ...props });
  const currencies = useCurrencies();
  const list = currencies.data ?? [];
  const reference = form.watch('referenceCurrency');
  const exceptionsError = get(form.formState.errors, 'exceptionStressByCurrencies') as
    { message?: string } | undefined;
  return (
    <GroupForm
      group="currency"
      onSubmit={submit}
      saveFailed={save.isError}
      saved={save.isSuccess}
      valid={valid}
    >
      {currencies.isError && (
        <ResourceError
          message={messages.parameters.currencies.load}
          onRetry={() => void currencies.refetch()}
        />
      )}
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <NumberField form={form} name="currencyStress" label="Choc de change" />
        <Controller
          control={form.control}
          name="referenceCurrency"
          render={({ field }) => (
            <NativeSelectField
              id="scr-referenceCurrency"
              label="Devise de référence"
              value={field.value.code}
              onChange={(code) =>
                field.onChange({ code, name: list.find((c) => c.code === code)?.name ?? code })
              }
              loadingLabel={currencies.isPending ? 'Chargement des devises' : undefined}
              minWidth={260}
            >
              {withCurrent(list, field.value.code).map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {`${currency.name} (${currency.code})`}
                </option>
              ))}
            </NativeSelectField>
          )}
        />
      </Stack>
      <Controller
        control={form.control}
        name="exceptionStressByCurrencies"
        render={({ field }) => (
          <CurrencyExceptions
            value={field.value}
            onChange={field.onChange}
            currencies={list}
            referenceCode={reference.code}
            error={exceptionsError?.message}
          />
        )}
      />
    </GroupForm>
  );
}

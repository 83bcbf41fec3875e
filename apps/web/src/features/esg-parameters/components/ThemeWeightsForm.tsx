import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_ESG_SECTOR,
  ESG_PILLAR_LABELS,
  ESG_PILLARS,
  messages,
  type EsgPillar,
  type EsgSector,
  type EsgThemeWeight,
} from '@prisme/domain';
import { FrenchNumberField } from '../../../components/form/FrenchNumberField';
import { ResourceError } from '../../../components/ResourceError';
import { navigationActions, useLeaveGuard } from '../../../state';
import { useSaveEsgThemes } from '../api/save-esg-parameters';
import {
  differingSectors,
  differsFromDefault,
  pillarsOffSum,
  themesOf,
  themesToSave,
  themesValid,
  themeTableOf,
  withoutSector,
  withRatio,
  type ThemeTable,
} from '../lib/theme-weights';
import { saveErrorMessage } from './save-error';
import { SumLine } from './SumLine';

const sectorLabel = (sector: EsgSector) =>
  sector.codificationID === DEFAULT_ESG_SECTOR
    ? sector.libelleFR
    : `${sector.codificationID} — ${sector.libelleFR} (${sector.codificationType})`;

/** One pillar's themes for the sector shown, with their live sum. */
function PillarThemes({
  pillar,
  ratios,
  offSum,
  onChange,
}: {
  pillar: EsgPillar;
  ratios: Readonly<Record<string, number>>;
  offSum: boolean;
  onChange: (themeId: string, value: number) => void;
}) {
  const themes = themesOf(pillar);
  const sum = themes.reduce((total, t) => total + (ratios[t.id] ?? Number.NaN), 0);
  const sumId = `esg-themes-sum-${pillar}`;
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {pillar} — {ESG_PILLAR_LABELS[pillar]}
      </Typography>
      <Stack spacing={1.5}>
        {themes.map((theme) => (
          <FrenchNumberField
            key={theme.id}
            label={theme.labelFr}
            value={ratios[theme.id] ?? null}
            onChange={(value) => onChange(theme.id, value ?? Number.NaN)}
            size="small"
            error={offSum}
            slotProps={{ htmlInput: { 'aria-describedby': sumId } }}
          />
        ))}
      </Stack>
      <SumLine id={sumId} sum={sum} valid={!offSum} />
    </Paper>
  );
}

/**
 * The theme weights of each pillar, for the default sector and for any sector chosen
 * (spec §4 "ESG parameters"): a sector edited starts from the default's weights; one that
 * differs is listed and may be reset; only the differing ones are saved.
 */
export function ThemeWeightsForm({
  rolename,
  saved,
  sectors,
}: {
  rolename: string;
  saved: readonly EsgThemeWeight[];
  sectors: readonly EsgSector[];
}) {
  const [table, setTable] = useState<ThemeTable>(() => themeTableOf(saved));
  const [sector, setSector] = useState(DEFAULT_ESG_SECTOR);
  const [dirty, setDirty] = useState(false);
  // Edited and not saved: leaving asks first (issue 40).
  useLeaveGuard(dirty);
  const save = useSaveEsgThemes(rolename);
  const byCode = useMemo(() => new Map(sectors.map((s) => [s.codificationID, s])), [sectors]);
  const shown = table[sector] ?? table[DEFAULT_ESG_SECTOR]!;
  const offSum = pillarsOffSum(table, sector);
  const differing = differingSectors(table);
  const edit = (next: ThemeTable) => {
    setTable(next);
    setDirty(true);
    navigationActions.parameterChanged('esgThemes');
  };
  const submit = () =>
    save.mutate(themesToSave(table), {
      onSuccess: (answer) => {
        setTable(themeTableOf(answer));
        setDirty(false);
      },
    });
  const name = (code: string) => {
    const found = byCode.get(code);
    return found ? sectorLabel(found) : code;
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Autocomplete
          options={sectors as EsgSector[]}
          value={byCode.get(sector) ?? sectors[0]!}
          onChange={(_event, chosen) => chosen && setSector(chosen.codificationID)}
          getOptionLabel={sectorLabel}
          isOptionEqualToValue={(a, b) => a.codificationID === b.codificationID}
          disableClearable
          sx={{ width: 480, maxWidth: '100%' }}
          renderInput={(params) => <TextField {...params} label="Secteur" size="small" />}
        />
        {differsFromDefault(table, sector) && (
          <Button
            onClick={() => {
              edit(withoutSector(table, sector));
            }}
          >
            Réinitialiser
          </Button>
        )}
      </Stack>
      <Box>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ mr: 1 }}>
          Secteurs aux poids propres :
        </Typography>
        {differing.length === 0 ? (
          <Typography variant="body2" component="span">
            aucun, tous suivent les poids par défaut.
          </Typography>
        ) : (
          differing.map((code) => (
            <Chip
              key={code}
              label={name(code)}
              size="small"
              color={code === sector ? 'primary' : 'default'}
              onClick={() => setSector(code)}
              sx={{ mr: 0.5, mb: 0.5 }}
            />
          ))
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {ESG_PILLARS.map((pillar) => (
          <PillarThemes
            key={pillar}
            pillar={pillar}
            ratios={shown}
            offSum={offSum.includes(pillar)}
            onChange={(themeId, value) => edit(withRatio(table, sector, themeId, value))}
          />
        ))}
      </Box>
      {save.isError && (
        <ResourceError
          message={saveErrorMessage(save.error, messages.esg.themes.save)}
          onRetry={submit}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!themesValid(table) || !dirty || save.isPending}
        >
          Enregistrer les thèmes
        </Button>
        {!themesValid(table) && (
          <Typography variant="body2" color="error">
            Corrigez les sommes de chaque secteur avant d’enregistrer.
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

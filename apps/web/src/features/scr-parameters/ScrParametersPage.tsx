import { Fragment, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useClientRoleStore, useNavigationStore, useSessionStore } from '../../state';
import { useScrReference } from './api/get-scr-reference';
import { SCR_GROUPS, SCR_GROUP_SPECS, type ScrGroup } from './api/scr-groups';
import { CurrencyForm } from './components/CurrencyForm';
import { EiopaReferencePanel } from './components/EiopaReferencePanel';
import { EquityForm } from './components/EquityForm';
import { GroupSection } from './components/GroupSection';
import { PropertyForm } from './components/PropertyForm';
import { RateForm } from './components/RateForm';
import { RuleSetComparison } from './components/RuleSetComparison';
import { RuleSetInForce } from './components/RuleSetInForce';

/** Spec §5: the parameters are valid only when the four groups are. */
export function validitySummary(validity: Partial<Record<ScrGroup, boolean>>): string {
  const incomplete = SCR_GROUPS.filter((group) => validity[group] === false);
  if (incomplete.length === 0) return 'Les quatre groupes de paramètres sont complets.';
  const names = incomplete.map((group) => SCR_GROUP_SPECS[group].title).join(', ');
  return `Paramètres incomplets : ${names}. Renseignez chaque champ affiché.`;
}

/**
 * « Paramètres SCR » (spec §2 PARAMETRES): the equity, rate, property and currency
 * groups of the chosen client, each saved on its own, with the rule set in force and the
 * EIOPA reference at the perimeter's valuation date beside the user's values; for an
 * administrator, the two rule sets' tables side by side (issue 37 §5).
 */
export function ScrParametersPage({ title }: { title: string }) {
  const rolename = useClientRoleStore((state) => state.role?.code ?? null);
  const valuationDate = useNavigationStore((state) => state.perimeter.valuationDate);
  const reference = useScrReference(valuationDate);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const [validity, setValidity] = useState<Partial<Record<ScrGroup, boolean>>>({});
  const onValidity = useCallback(
    (group: ScrGroup, valid: boolean) =>
      setValidity((current) =>
        current[group] === valid ? current : { ...current, [group]: valid },
      ),
    [],
  );
  const allValid = SCR_GROUPS.every((group) => validity[group] !== false);
  const ref = reference.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">
        Les chocs et seuils se saisissent en fraction : 0,39 pour 39 %.
      </Typography>
      <RuleSetInForce valuationDate={valuationDate} />
      <EiopaReferencePanel valuationDate={valuationDate} query={reference} />
      {isAdmin && <RuleSetComparison />}
      <Alert severity={allValid ? 'success' : 'warning'} role="status">
        {validitySummary(validity)}
      </Alert>
      {rolename && (
        // Another client: forms start again from that client's saved values.
        <Fragment key={rolename}>
          <GroupSection group="equity" rolename={rolename}>
            {(saved) => (
              <EquityForm
                rolename={rolename}
                saved={saved}
                reference={ref}
                onValidity={onValidity}
              />
            )}
          </GroupSection>
          <GroupSection group="rate" rolename={rolename}>
            {(saved) => (
              <RateForm rolename={rolename} saved={saved} reference={ref} onValidity={onValidity} />
            )}
          </GroupSection>
          <GroupSection group="property" rolename={rolename}>
            {(saved) => <PropertyForm rolename={rolename} saved={saved} onValidity={onValidity} />}
          </GroupSection>
          <GroupSection group="currency" rolename={rolename}>
            {(saved) => <CurrencyForm rolename={rolename} saved={saved} onValidity={onValidity} />}
          </GroupSection>
        </Fragment>
      )}
    </Stack>
  );
}

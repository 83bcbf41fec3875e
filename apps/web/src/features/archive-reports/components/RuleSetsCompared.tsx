import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScrResultPayload } from '@prisme/domain';
import { UnverifiedPanel } from '../../../components/rule-sets/UnverifiedPanel';

/** « Jeu de règles — A : SII-2016, B : SII-2027 ». */
export const ruleSetsLine = (a: ScrResultPayload, b: ScrResultPayload) =>
  `Jeu de règles — A : ${a.ruleSetId}, B : ${b.ruleSetId}`;

export const MIXED_RULE_SETS_MESSAGE =
  'Les deux sauvegardes ne sont pas calculées selon le même jeu de règles : l’écart mêle l’effet des règles 2027 et celui du portefeuille. « Impact 2027 » isole l’effet des règles sur une même transparisation.';

/**
 * The rule set of each archived SCR compared (issue 37 §1), a warning when they differ,
 * and what SII-2027 takes on trust for either (B's list first, then A's when it differs).
 */
export function RuleSetsCompared({ a, b }: { a: ScrResultPayload; b: ScrResultPayload }) {
  const sameList =
    JSON.stringify(a.unverified.map((p) => [p.key, p.affectsResult])) ===
    JSON.stringify(b.unverified.map((p) => [p.key, p.affectsResult]));
  return (
    <Stack spacing={1.5}>
      <Typography>{ruleSetsLine(a, b)}</Typography>
      {a.ruleSetId !== b.ruleSetId && <Alert severity="info">{MIXED_RULE_SETS_MESSAGE}</Alert>}
      <UnverifiedPanel points={b.unverified} id="non-verifie-b" />
      {!sameList && <UnverifiedPanel points={a.unverified} id="non-verifie-a" />}
    </Stack>
  );
}

import { Suspense, lazy, useEffect, useMemo, useState, type ClipboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MONEY_CURRENCIES } from '@prisme/domain';
import { SavedStatus } from '../../../components/form/SavedStatus';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  navigationActions,
  useLeaveGuard,
  useNavigationStore,
  useSessionStore,
} from '../../../state';
import { useCicFilters } from '../api/get-cic-filters';
import { useCodesInPerimeter } from '../api/get-in-perimeter';
import { useKnownSecurities } from '../api/get-known-securities';
import { parseClipboardRows } from '../lib/clipboard';
import { listColumns } from '../lib/columns';
import { FIELD_LABELS, LIST_SPECS, type ListKey } from '../lib/list-specs';
import { rowProblems } from '../lib/problems';
import { codesToDescribe, fillFromReferential } from '../lib/referential-fill';
import { emptyRow, isBlankRow, type ListRow } from '../lib/rows';
import { DeleteDialog, PasteDialog } from './ListDialogs';

const ListGrid = lazy(() => import('./ListGrid'));
const ISO_CURRENCIES = MONEY_CURRENCIES.map((c) => c.code);
/** A pause in typing codes before the referential is asked. */
const LOOKUP_DELAY_MS = 400;
export const FIX_FIRST =
  'Corrigez les lignes signalées dans la colonne « Contrôle » avant d’enregistrer.';

/** Whether a paste lands in an edited cell or a field rather than on the grid. */
const inTextField = (target: EventTarget) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * The list as the user edits it: add, edit, delete (confirmed), paste from a spreadsheet;
 * each change sets the list's changed flag (spec §4); « Enregistrer » sends the whole list.
 */
export function ListEditor(props: {
  list: ListKey;
  label: string;
  rolename: string;
  saved: ListRow[];
  saving: boolean;
  /** The last save succeeded: its confirmation shows until the next edit. */
  justSaved: boolean;
  onSave: (rows: ListRow[]) => void;
}) {
  const { list, label, rolename, saved, saving, justSaved, onSave } = props;
  const spec = LIST_SPECS[list];
  const [rows, setRows] = useState(saved);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'delete' | 'paste' | null>(null);
  const [blocked, setBlocked] = useState(false);
  const perimeter = useNavigationStore((state) => state.perimeter);
  const changed = useNavigationStore((state) => state.parameters.changed[spec.navGroup]);
  const perimeterId = useNavigationStore((state) => state.lookThrough.perimeterId);
  const cics = useCicFilters(spec.filtersPath);
  const found = useCodesInPerimeter(
    perimeterId,
    rows.map((row) => row.code),
  );
  // The referential's look-up needs the lists' right (solvency): a forced ESG rating's
  // editor without it types its own.
  const canLookUp = useSessionStore((state) => state.rights.solvency);
  const toDescribe = useDebouncedValue(
    useMemo(() => codesToDescribe(rows, saved), [rows, saved]),
    LOOKUP_DELAY_MS,
  );
  const known = useKnownSecurities(toDescribe, canLookUp);
  useEffect(() => {
    if (known.data) setRows((current) => fillFromReferential(current, saved, known.data));
  }, [known.data, saved]);
  // Edited and not saved: leaving asks first (issue 40).
  useLeaveGuard(rows !== saved);
  const allProblems = useMemo(() => rowProblems(list, rows, rolename), [list, rows, rolename]);
  // A blank new line is not yet wrong: its problems show once a save is asked.
  const problems = useMemo(() => {
    if (blocked) return allProblems;
    // One pass over the rows (a list holds up to 100,000), not a search per problem.
    const blank = new Set(rows.filter(isBlankRow).map((row) => row.id));
    return new Map([...allProblems].filter(([id]) => !blank.has(id)));
  }, [allProblems, blocked, rows]);
  const columns = listColumns(
    spec.fields,
    rows,
    {
      portfolios: perimeter.portfolios,
      compartments: perimeter.compartments,
      currencies: ISO_CURRENCIES,
      cics: cics.data?.map((option) => option.code),
    },
    found.data,
    problems,
  );

  const change = (next: ListRow[]) => {
    setRows(next);
    setBlocked(false);
    navigationActions.parameterChanged(spec.navGroup);
  };
  const addPasted = (text: string) => {
    const pasted = parseClipboardRows(text, spec.fields);
    if (pasted.length > 0) change([...rows, ...pasted]);
    setDialog(null);
  };
  const onPaste = (event: ClipboardEvent) => {
    if (inTextField(event.target)) return;
    event.preventDefault();
    addPasted(event.clipboardData.getData('text/plain'));
  };
  const save = () => {
    if (allProblems.size > 0) return setBlocked(true);
    onSave(rows);
  };
  return (
    <Stack spacing={1.5} onPaste={onPaste}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => change([...rows, emptyRow()])}>
          Ajouter une ligne
        </Button>
        <Button variant="outlined" onClick={() => setDialog('paste')}>
          Coller depuis un tableur
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={selected.length === 0}
          onClick={() => setDialog('delete')}
        >
          Supprimer la sélection
        </Button>
        {/* As on the parameter pages: nothing edited, nothing to save. */}
        <Button variant="contained" disabled={saving || !changed} onClick={save}>
          Enregistrer
        </Button>
        <SavedStatus shown={justSaved && !changed} />
      </Stack>
      {blocked && <Alert severity="warning">{FIX_FIRST}</Alert>}
      {problems.size > 0 && (
        <Alert severity="error" aria-label="Lignes à corriger">
          <ul style={{ margin: 0, paddingLeft: 16 }}>
            {rows.flatMap((row, index) =>
              (problems.get(row.id) ?? []).map((reason) => (
                <li key={`${row.id}:${reason}`}>
                  {`Ligne ${index + 1}${row.code ? ` (${row.code})` : ''} : ${reason}`}
                </li>
              )),
            )}
          </ul>
        </Alert>
      )}
      <Suspense fallback={<LoadingBlock label={`Chargement de la liste ${label}`} rows={4} />}>
        <ListGrid
          label={label}
          rows={rows}
          columns={columns}
          onRowsChange={change}
          onSelectionChange={setSelected}
        />
      </Suspense>
      {dialog === 'delete' && (
        <DeleteDialog
          count={selected.length}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            change(rows.filter((row) => !selected.includes(row.id)));
            setSelected([]);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'paste' && (
        <PasteDialog
          columns={spec.fields.map((field) => FIELD_LABELS[field]).join(', ')}
          onPaste={addPasted}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}

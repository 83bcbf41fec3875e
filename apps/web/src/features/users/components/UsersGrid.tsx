import { Suspense, useMemo } from 'react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { RIGHTS, type ManagedUser } from '@prisme/domain';
import { LazyDataGrid } from '../../../components/data-grid/LazyDataGrid';
import { foldGridText } from '../../../components/data-grid/grid-theme';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { RIGHT_LABELS, toUserRows, type UserRow } from '../lib/user-rows';

const text = (headerName: string, over: ColDef<UserRow>): ColDef<UserRow> => ({
  headerName,
  filter: 'agTextColumnFilter',
  filterParams: { textFormatter: foldGridText },
  ...over,
});

function userColumns(
  onEdit: (user: ManagedUser) => void,
  onPasswordLink: ((user: ManagedUser) => void) | undefined,
): ColDef<UserRow>[] {
  return [
    text('Nom', { field: 'displayName', flex: 2, minWidth: 170, sort: 'asc', pinned: 'left' }),
    text('E-mail', { field: 'email', flex: 2, minWidth: 190 }),
    text('Administrateur', { field: 'admin', minWidth: 120 }),
    ...RIGHTS.map((right) =>
      text(RIGHT_LABELS[right], {
        colId: right,
        valueGetter: ({ data }) => data?.rights[right] ?? '',
        minWidth: 110,
      }),
    ),
    text('Clients', { field: 'clients', flex: 2, minWidth: 160 }),
    text('État', { field: 'state', minWidth: 200 }),
    {
      colId: 'actions',
      headerName: 'Action',
      cellRenderer: ({ data }: ICellRendererParams<UserRow>) =>
        data ? (
          <>
            <Button
              size="small"
              onClick={() => onEdit(data.user)}
              aria-label={`Modifier « ${data.displayName} »`}
            >
              Modifier
            </Button>
            {/* Embedded sign-in only; a disabled account is re-enabled first. */}
            {onPasswordLink && !data.disabled && (
              <Button
                size="small"
                onClick={() => onPasswordLink(data.user)}
                aria-label={`Lien de mot de passe de « ${data.displayName} »`}
              >
                Lien de mot de passe
              </Button>
            )}
          </>
        ) : null,
      sortable: false,
      filter: false,
      resizable: false,
      pinned: 'right',
      minWidth: onPasswordLink ? 270 : 110,
      maxWidth: onPasswordLink ? 290 : 120,
    },
  ];
}

const rowId = (row: UserRow) => row.accountId;

/** The accounts in AG Grid: sort and filter on every column, disabled accounts greyed. */
export function UsersGrid({
  users,
  onEdit,
  onPasswordLink,
}: {
  users: readonly ManagedUser[];
  onEdit: (user: ManagedUser) => void;
  /** Absent with an external provider: passwords live there. */
  onPasswordLink?: (user: ManagedUser) => void;
}) {
  const rows = useMemo(() => toUserRows(users), [users]);
  const columns = useMemo(() => userColumns(onEdit, onPasswordLink), [onEdit, onPasswordLink]);
  const greyed = useTheme().palette.text.disabled;
  const rowStyle = useMemo(
    () => (row: UserRow) => (row.disabled ? { color: greyed } : undefined),
    [greyed],
  );
  return (
    <Suspense fallback={<LoadingBlock label="Chargement de la grille des utilisateurs" />}>
      <LazyDataGrid
        rows={rows}
        columns={columns}
        label="Utilisateurs de Prisme"
        getRowId={rowId}
        rowStyle={rowStyle}
        pageSize={50}
      />
    </Suspense>
  );
}

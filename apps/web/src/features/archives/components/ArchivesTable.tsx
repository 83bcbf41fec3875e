import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import type { Archive } from '@prisme/domain';
import { formatDateTime } from '../../../lib/format';
import { formatDay } from '../../../lib/iso-date';
import {
  archiveChips,
  SIMULATION_CHIP,
  type ArchiveSort,
  type ArchiveSortKey,
} from '../lib/archive-rows';

const COLUMNS: { key: ArchiveSortKey | null; label: string }[] = [
  { key: 'name', label: 'Nom' },
  { key: 'displayName', label: 'Auteur' },
  { key: 'simulationDate', label: 'Date du calcul' },
  { key: null, label: 'Portefeuilles' },
  { key: 'valuationDate', label: 'Date de valorisation' },
  { key: null, label: 'Résultats' },
];

export const editLabel = (archive: Archive) => `Renommer ou déplacer « ${archive.name} »`;
export const deleteLabel = (archive: Archive) => `Supprimer « ${archive.name} »`;

/** The archives of one category, sortable by name, author and dates. */
export function ArchivesTable({
  archives,
  category,
  sort,
  onSort,
  onEdit,
  onDelete,
}: {
  archives: readonly Archive[];
  category: string;
  sort: ArchiveSort;
  onSort: (sort: ArchiveSort) => void;
  onEdit: (archive: Archive) => void;
  onDelete: (archive: Archive) => void;
}) {
  const sortBy = (key: ArchiveSortKey) =>
    onSort({
      key,
      direction: sort.key === key ? (sort.direction === 'asc' ? 'desc' : 'asc') : 'asc',
    });
  return (
    <TableContainer>
      <Table size="small" aria-label={`Sauvegardes de la catégorie « ${category} »`}>
        <TableHead>
          <TableRow>
            {COLUMNS.map(({ key, label }) => (
              <TableCell
                key={label}
                sortDirection={key && sort.key === key ? sort.direction : false}
              >
                {key ? (
                  <TableSortLabel
                    active={sort.key === key}
                    direction={sort.key === key ? sort.direction : 'asc'}
                    onClick={() => sortBy(key)}
                  >
                    {label}
                  </TableSortLabel>
                ) : (
                  label
                )}
              </TableCell>
            ))}
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {archives.map((archive) => (
            <TableRow key={archive.perimeterID} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                {archive.name}
              </TableCell>
              <TableCell>{archive.displayName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(archive.simulationDate)}
              </TableCell>
              <TableCell>{archive.portfolioNames.join(', ')}</TableCell>
              <TableCell>{formatDay(archive.valuationDate)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {archiveChips(archive).map((chip) => (
                    <Chip
                      key={chip}
                      label={chip}
                      size="small"
                      color={chip === SIMULATION_CHIP ? 'secondary' : 'default'}
                      variant={chip === SIMULATION_CHIP ? 'outlined' : 'filled'}
                    />
                  ))}
                </Stack>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title="Renommer ou déplacer">
                  <IconButton aria-label={editLabel(archive)} onClick={() => onEdit(archive)}>
                    <DriveFileMove fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Supprimer">
                  <IconButton
                    aria-label={deleteLabel(archive)}
                    color="error"
                    onClick={() => onDelete(archive)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

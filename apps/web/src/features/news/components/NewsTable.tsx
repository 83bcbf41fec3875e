import { useMemo, useState, type ReactElement } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import type { News } from '@prisme/domain';
import { formatDay } from '../../../lib/iso-date';
import { DEFAULT_NEWS_SORT, nextSort, sortNews, type NewsSortKey } from '../lib/sort-news';

const COLUMNS: Array<{ key: NewsSortKey; label: string }> = [
  { key: 'Id', label: 'N°' },
  { key: 'title', label: 'Titre' },
  { key: 'publishedOn', label: 'Publication' },
];

function Links({ news }: { news: News }) {
  const links = [
    ['PDF', news.pdfUrl],
    ['Source', news.sourceUrl],
  ].filter((link): link is [string, string] => Boolean(link[1]));
  if (links.length === 0) return <>—</>;
  return (
    <Stack direction="row" spacing={1.5}>
      {links.map(([label, href]) => (
        <Link key={label} href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </Link>
      ))}
    </Stack>
  );
}

function RowAction({
  label,
  news,
  icon,
  onClick,
}: {
  label: string;
  news: News;
  icon: ReactElement;
  onClick: (news: News) => void;
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={`${label} « ${news.title} »`} onClick={() => onClick(news)}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** The managed news, sortable by number, title and date; each row edits or deletes. */
export function NewsTable({
  items,
  onEdit,
  onDelete,
}: {
  items: readonly News[];
  onEdit: (news: News) => void;
  onDelete: (news: News) => void;
}) {
  const [sort, setSort] = useState(DEFAULT_NEWS_SORT);
  const rows = useMemo(() => sortNews(items, sort), [items, sort]);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Actualités publiées">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64 }}>Logo</TableCell>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                sortDirection={sort.key === column.key ? sort.direction : false}
              >
                <TableSortLabel
                  active={sort.key === column.key}
                  direction={sort.key === column.key ? sort.direction : 'asc'}
                  onClick={() => setSort((current) => nextSort(current, column.key))}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell>Liens</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((news) => (
            <TableRow key={news.id} hover>
              <TableCell>
                <Avatar
                  variant="rounded"
                  src={news.logoUrl ?? undefined}
                  alt=""
                  sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 14 }}
                  slotProps={{ img: { sx: { objectFit: 'contain' } } }}
                >
                  {news.title.charAt(0).toUpperCase()}
                </Avatar>
              </TableCell>
              <TableCell>{news.id}</TableCell>
              <TableCell sx={{ fontWeight: 500 }}>{news.title}</TableCell>
              <TableCell>{formatDay(news.publishedOn)}</TableCell>
              <TableCell>
                <Links news={news} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowAction
                  label="Modifier"
                  news={news}
                  onClick={onEdit}
                  icon={<Edit fontSize="small" />}
                />
                <RowAction
                  label="Supprimer"
                  news={news}
                  onClick={onDelete}
                  icon={<Delete fontSize="small" />}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { messages } from '@prisme/domain';
import { EmptyState } from '../../../components/EmptyState';
import { ResourceError } from '../../../components/ResourceError';
import { useNews } from '../api/get-news';
import { NewsCard } from './NewsCard';

export const NO_NEWS_MESSAGE = 'Aucune actualité.';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
  alignItems: 'stretch',
} as const;

function NewsSkeleton() {
  return (
    <Box role="status" aria-label="Chargement des actualités" sx={grid}>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
              <Skeleton variant="rounded" width={48} height={48} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton width="80%" />
                <Skeleton width="40%" />
              </Box>
            </Box>
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** The news of the collaboration site: loading, failed (emptied, spec §8), empty or cards. */
export function NewsList() {
  const query = useNews();
  if (query.isPending || (query.isError && query.isFetching)) return <NewsSkeleton />;
  if (query.isError) {
    return <ResourceError message={messages.news.load} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <EmptyState message={NO_NEWS_MESSAGE} />;
  return (
    <Box component="ul" aria-label="Actualités" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
      {query.data.map((item) => (
        <Box component="li" key={item.Id}>
          <NewsCard item={item} />
        </Box>
      ))}
    </Box>
  );
}

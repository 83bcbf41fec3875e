import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Add from '@mui/icons-material/Add';
import { messages, type News, type NewsInput } from '@prisme/domain';
import { ApiError } from '../../api/client';
import { EmptyState } from '../../components/EmptyState';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { useDeleteNews } from './api/delete-news';
import { useNewsItems } from './api/get-news-items';
import { useSaveNews } from './api/save-news';
import { DeleteNewsDialog } from './components/DeleteNewsDialog';
import { NewsDialog } from './components/NewsDialog';
import { NewsTable } from './components/NewsTable';
import { PageTitle } from '../../components/PageTitle';

type Editing = { kind: 'create' } | { kind: 'edit'; news: News } | { kind: 'delete'; news: News };
interface Notice {
  severity: 'success' | 'error';
  message: string;
}

/** A refused save says why when the server words it (a 4xx of the catalogue). */
const failureOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;

/**
 * Actualités (administrators): the news of the home page, published, changed and
 * deleted here; the server's requireAdmin guards every route.
 */
export function NewsAdminPage({ title }: { title: string }) {
  const query = useNewsItems();
  const save = useSaveNews();
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const close = () => {
    save.reset();
    remove.reset();
    setEditing(null);
  };
  const onSave = (input: NewsInput) => {
    const id = editing?.kind === 'edit' ? editing.news.id : undefined;
    save.mutate(
      { input, id },
      {
        onSuccess: (saved) => {
          setNotice({
            severity: 'success',
            message:
              id === undefined
                ? `Actualité « ${saved.title} » publiée.`
                : `Actualité « ${saved.title} » enregistrée.`,
          });
          close();
        },
        onError: () => setNotice({ severity: 'error', message: messages.news.save }),
      },
    );
  };
  const onDelete = (news: News) =>
    remove.mutate(news.id, {
      onSuccess: () => {
        setNotice({ severity: 'success', message: `Actualité « ${news.title} » supprimée.` });
        close();
      },
      onError: (error) => {
        setNotice({ severity: 'error', message: failureOf(error, messages.news.delete) });
        close();
      },
    });

  return (
    <>
      <PageTitle title={title}>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing({ kind: 'create' })}
        >
          Publier une actualité
        </Button>
      </PageTitle>
      {query.isPending || (query.isError && query.isFetching) ? (
        <LoadingBlock label="Chargement des actualités" />
      ) : query.isError ? (
        <ResourceError message={messages.news.load} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState message="Aucune actualité. Publiez la première : elle paraîtra sur la page d’accueil." />
      ) : (
        <NewsTable
          items={query.data}
          onEdit={(news) => setEditing({ kind: 'edit', news })}
          onDelete={(news) => setEditing({ kind: 'delete', news })}
        />
      )}

      {(editing?.kind === 'create' || editing?.kind === 'edit') && (
        <NewsDialog
          key={editing.kind === 'edit' ? editing.news.id : 'new'}
          news={editing.kind === 'edit' ? editing.news : undefined}
          saving={save.isPending}
          failure={save.isError ? failureOf(save.error, messages.news.save) : undefined}
          onSave={onSave}
          onClose={close}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteNewsDialog
          news={editing.news}
          deleting={remove.isPending}
          onConfirm={() => onDelete(editing.news)}
          onClose={close}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert
            severity={notice.severity}
            variant="filled"
            onClose={() => setNotice(null)}
            sx={{ width: '100%' }}
          >
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}

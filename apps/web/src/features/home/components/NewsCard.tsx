import type { ReactElement } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import type { NewsListItem } from '@prisme/domain';
import { formatDay } from '../../../lib/iso-date';

/** A link of a news item, opened in a new tab without giving it this page. */
function ExternalLink({ href, label, icon }: { href: string; label: string; icon: ReactElement }) {
  return (
    <Button
      size="small"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={icon}
      aria-label={`${label} (nouvel onglet)`}
    >
      {label}
    </Button>
  );
}

/** One item of the "Actualités" list (spec §3): logo, title, date dd/mm/yyyy, intro, links. */
export function NewsCard({ item }: { item: NewsListItem }) {
  const headingId = `actualite-${item.Id}`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardHeader
        sx={{ alignItems: 'flex-start' }}
        avatar={
          // Without a logo, or when it does not load, the title's initial stands in.
          <Avatar
            variant="rounded"
            src={item.Logo?.Url}
            alt=""
            sx={{ width: 48, height: 48, bgcolor: 'secondary.main' }}
            slotProps={{ img: { sx: { objectFit: 'contain', bgcolor: 'background.paper' } } }}
          >
            {item.Title.charAt(0).toUpperCase()}
          </Avatar>
        }
        title={
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {item.Title}
          </Typography>
        }
        subheader={
          <Typography variant="body2" color="text.secondary" component="span">
            Publié le {formatDay(item.DatePublication)}
          </Typography>
        }
      />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {item.Introduction && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {item.Introduction}
          </Typography>
        )}
      </CardContent>
      {(item.LienPdf || item.LienSource) && (
        <CardActions sx={{ px: 2, pb: 1.5 }}>
          {item.LienPdf && (
            <ExternalLink href={item.LienPdf.Url} label="PDF" icon={<PictureAsPdf />} />
          )}
          {item.LienSource && (
            <ExternalLink href={item.LienSource.Url} label="Source" icon={<OpenInNew />} />
          )}
        </CardActions>
      )}
    </Card>
  );
}

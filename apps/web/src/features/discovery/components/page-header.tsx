import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function PageHeader(props: {
  title: string;
  imageUrl: string | null;
  subtitle?: string;
  styles?: string[];
  badge?: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
      <Avatar
        src={props.imageUrl ?? undefined}
        alt=""
        sx={{ width: 88, height: 88 }}
        imgProps={{ width: 88, height: 88 }}
      />
      <Stack spacing={0.5}>
        <Typography variant="h1">{props.title}</Typography>
        {props.subtitle && <Typography color="text.secondary">{props.subtitle}</Typography>}
        <Stack direction="row" gap={1} flexWrap="wrap">
          {props.badge}
          {props.styles?.map((s) => (
            <Chip key={s} label={s} size="small" variant="outlined" />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

export function BooksBadge({ open }: { open: boolean }) {
  return (
    <Chip size="small" color={open ? 'secondary' : 'default'} label={open ? 'Books open' : 'Books closed'} />
  );
}

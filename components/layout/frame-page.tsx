import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export function FramePage({
  src,
  missingText,
  openText,
  title,
}: {
  src: string | null;
  missingText: string;
  openText: string;
  title: string;
}) {
  if (!src) return <Alert severity="warning">{missingText}</Alert>;
  return (
    <Stack spacing={1} sx={{ height: 'calc(100dvh - 112px)' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {src}
        </Typography>
        <Button size="small" href={src} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
          {openText}
        </Button>
      </Stack>
      <Box
        component="iframe"
        src={src}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        sx={{ flex: 1, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      />
    </Stack>
  );
}

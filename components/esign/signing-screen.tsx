'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DrawIcon from '@mui/icons-material/Draw';
import { postJson, request, withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { LanguageSwitch } from '../layout/language-switch';
import { ACTOR_STATUS_COLOR } from './contract-signers';
import { useActorRole } from './use-actor-role';

type Party = { actorId: string; actorName: string; signStatus: number; signTime: string };
type SignTask = {
  contractNo: string;
  contractName: string;
  orderNo: string;
  signStatus: number;
  document: string;
  actor: Party & { actorType: string; refuseReason: string };
  actors: Party[];
};

const TASK = '/api/fasc/esign/task';

/**
 * The signing page of one party: the contract text, every party's status, and — while this party has
 * not signed and the contract is still open — 签署 (after agreeing and confirming) or 拒签 with a reason.
 */
export function SigningScreen({ token }: { token: string }) {
  const t = useTranslations('esign');
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const role = useActorRole();
  const task = useSWR<SignTask>(withQuery(TASK, { token }), (key: string) => request<SignTask>(key));
  const [agreed, setAgreed] = useState(false);
  const [dialog, setDialog] = useState<'sign' | 'refuse' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<'signed' | 'completed' | 'refused' | null>(null);
  const [busy, setBusy] = useState(false);

  const data = task.data;
  const open = !!data && data.actor.signStatus === 0 && (data.signStatus === 1 || data.signStatus === 2);

  const act = async (kind: 'sign' | 'refuse') => {
    if (kind === 'refuse' && !reason.trim()) {
      setReasonError(t('reasonRequired'));
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      if (kind === 'sign') {
        const answer = await postJson<{ contractStatus: number }>('/api/fasc/esign/sign', { token });
        setDone(answer.contractStatus === 3 ? 'completed' : 'signed');
      } else {
        await postJson('/api/fasc/esign/refuse', { token, reason: reason.trim() });
        setDone('refused');
      }
      setDialog(null);
      await task.mutate();
    } catch (error) {
      setFailure(errorText(error));
      setDialog(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack sx={{ maxWidth: 880, mx: 'auto', gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <DrawIcon color="primary" fontSize="large" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
              {t('pageTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('provider')}
            </Typography>
          </Box>
          <LanguageSwitch color="default" />
        </Stack>

        {task.error && (
          <Alert severity="error" data-testid="sign-error">
            {errorText(task.error)}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" data-testid="sign-error">
            {failure}
          </Alert>
        )}
        {done === 'completed' && (
          <Alert severity="success" data-testid="sign-done">
            {t('completed')}
          </Alert>
        )}
        {done === 'signed' && (
          <Alert severity="success" data-testid="sign-done">
            {t('signed')}
          </Alert>
        )}
        {done === 'refused' && (
          <Alert severity="warning" data-testid="sign-done">
            {t('refused')}
          </Alert>
        )}
        {data && !done && data.actor.signStatus === 1 && (
          <Alert severity="success" data-testid="sign-state">
            {t('alreadySigned', { time: data.actor.signTime })}
          </Alert>
        )}
        {data && !done && data.actor.signStatus === 2 && (
          <Alert severity="warning" data-testid="sign-state">
            {t('alreadyRefused', { reason: data.actor.refuseReason })}
          </Alert>
        )}
        {data && !done && data.actor.signStatus === 0 && !open && (
          <Alert severity="info" data-testid="sign-state">
            {t('closed', { status: tRoot(`esign.contractStatus.${data.signStatus}`) })}
          </Alert>
        )}

        {data && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack sx={{ gap: 1.5 }}>
              <Box>
                <Typography variant="h6" component="h2" data-testid="sign-contract-name">
                  {data.contractName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('numbers', { contractNo: data.contractNo, orderNo: data.orderNo })}
                </Typography>
              </Box>
              <Alert severity="info" icon={false} data-testid="sign-as">
                {t('signingAs', { role: role(data.actor.actorId), name: data.actor.actorName })}
              </Alert>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="sign-parties">
                {data.actors.map((party) => (
                  <Chip
                    key={party.actorId}
                    variant="outlined"
                    color={ACTOR_STATUS_COLOR[party.signStatus] ?? 'default'}
                    label={`${t('actor', { role: role(party.actorId), name: party.actorName })} · ${t(`actorStatus.${party.signStatus}`)}`}
                    sx={{ maxWidth: '100%' }}
                  />
                ))}
              </Stack>
              <Box
                component="pre"
                data-testid="sign-document"
                sx={{
                  m: 0,
                  p: 2,
                  maxHeight: { xs: 360, sm: 480 },
                  overflow: 'auto',
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  fontFamily: 'inherit',
                  fontSize: 14,
                  lineHeight: 1.7,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                }}
              >
                {data.document}
              </Box>
              {open && (
                <>
                  <FormControlLabel
                    control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
                    label={t('agree')}
                    data-testid="sign-agree"
                  />
                  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'flex-end' }}>
                    <Button
                      color="error"
                      onClick={() => (setReasonError(''), setDialog('refuse'))}
                      disabled={busy}
                      data-testid="sign-refuse"
                    >
                      {t('refuse')}
                    </Button>
                    <Button
                      variant="contained"
                      size="large"
                      onClick={() => setDialog('sign')}
                      disabled={!agreed || busy}
                      data-testid="sign-submit"
                    >
                      {t('sign')}
                    </Button>
                  </Stack>
                </>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>

      <Dialog open={dialog === 'sign'} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('sign')}</DialogTitle>
        <DialogContent>
          <Typography>{data && t('signConfirm', { name: data.actor.actorName, contractNo: data.contractNo })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{tRoot('crud.cancel')}</Button>
          <Button variant="contained" onClick={() => act('sign')} disabled={busy} data-testid="sign-confirm">
            {t('signNow')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog === 'refuse'} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('refuse')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={t('reason')}
            value={reason}
            required
            onChange={(event) => (setReason(event.target.value), setReasonError(''))}
            error={!!reasonError}
            helperText={reasonError || ' '}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'refuse-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{tRoot('crud.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => act('refuse')} disabled={busy} data-testid="refuse-confirm">
            {t('refuseNow')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

'use client';

import useSWR, { mutate } from 'swr';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { request, withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useNotify } from '../feedback/notifier';
import { useActorRole } from './use-actor-role';

export type SignActor = {
  id: string;
  actorId: string;
  actorType: string;
  actorName: string;
  openId: string;
  signStatus: number;
  signTime: string;
  refuseReason: string;
};

const TP = '/api/blade-tradePort';
/** Actor sign_status: 0 待签署, 1 已签署, 2 已拒签. */
export const ACTOR_STATUS_COLOR = ['warning', 'success', 'error'] as const;

const ACTORS = `${TP}/ordercontract/actors`;

/**
 * Asks every shown contract's signing parties again (a contracts list's 刷新): a signature can leave the contract's
 * `version` as it was (its update time counts seconds, and a second party's signature keeps it 部分签署).
 */
export function refreshSigners() {
  return mutate((key) => typeof key === 'string' && key.startsWith(`${ACTORS}?`));
}

/**
 * A contract's signing parties, each with where it stands (and when), and — while the contract awaits
 * signatures and the user holds the link button — its own signing link to copy or open. `version` (the
 * contract's update time and signing status) refetches them when the contract changes.
 */
export function ContractSigners({
  contractId,
  version,
  signing,
  canLink,
}: {
  contractId: string;
  version: string;
  signing: boolean;
  canLink: boolean;
}) {
  const t = useTranslations('esign');
  const errorText = useErrorText();
  const notify = useNotify();
  const role = useActorRole();
  const actors = useSWR<SignActor[]>(withQuery(ACTORS, { id: contractId, v: version }));

  const link = async (actor: SignActor) => {
    const url = await request<string>(`${TP}/ordercontract/getShortUrl`, { query: { id: contractId, actorId: actor.actorId } });
    return new URL(url, window.location.origin).toString();
  };
  const copy = async (actor: SignActor) => {
    try {
      const url = await link(actor);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      notify(t('linkCopied', { name: actor.actorName }));
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };
  const open = async (actor: SignActor) => {
    // Opened before the answer so browsers do not block it as a pop-up.
    const tab = window.open('about:blank', '_blank');
    try {
      const url = await link(actor);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      notify(errorText(error), 'error');
    }
  };

  if (!actors.data) return null;
  return (
    <Stack sx={{ gap: 0.75 }} data-testid="contract-signers">
      {actors.data.map((actor) => (
        <Stack
          key={actor.id}
          direction="row"
          sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          data-testid="signer"
          data-actor={actor.actorId}
        >
          <Typography variant="body2" sx={{ minWidth: 0 }}>
            {t('actor', { role: role(actor.actorId), name: actor.actorName })}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={ACTOR_STATUS_COLOR[actor.signStatus] ?? 'default'}
            label={t(`actorStatus.${actor.signStatus}`)}
            data-testid="signer-status"
          />
          {actor.signTime && (
            <Typography variant="caption" color="text.secondary">
              {actor.signTime}
            </Typography>
          )}
          {actor.refuseReason && (
            <Typography variant="caption" color="error">
              {t('refusedBecause', { reason: actor.refuseReason })}
            </Typography>
          )}
          {signing && canLink && actor.signStatus === 0 && (
            <>
              <Button size="small" onClick={() => copy(actor)} data-testid="copy-sign-link">
                {t('copyLink')}
              </Button>
              <Button size="small" onClick={() => open(actor)} data-testid="open-sign-page">
                {t('openPage')}
              </Button>
            </>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

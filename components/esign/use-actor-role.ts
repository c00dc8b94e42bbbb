'use client';

import { useTranslations } from 'next-intl';
import { actorRoleKey } from '@/lib/trade/esign-actor-roles';

/** A signing party's role in the user's language (甲方 → Party A); an unknown actorId as it is. */
export function useActorRole() {
  const t = useTranslations('esign.actorRole');
  return (actorId: string) => {
    const key = actorRoleKey(actorId);
    return key ? t(key) : actorId;
  };
}

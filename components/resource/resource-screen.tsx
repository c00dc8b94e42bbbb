'use client';

import { getResource } from '@/lib/resources';
import { ResourcePage } from './resource-page';

/** Looks the resource up on the client (definitions hold no functions, but the registry is the one source). */
export function ResourceScreen({ name }: { name: string }) {
  const resource = getResource(name);
  return resource ? <ResourcePage resource={resource} /> : null;
}

import type { ResourceDef } from '../define-resource';
import { notice } from './notice';

/** Finance, ocean freight, inspection, supply and demand, content, reports, desk and messaging. */
export const businessResources: ResourceDef[] = [notice];

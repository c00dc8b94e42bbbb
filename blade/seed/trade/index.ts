import type { Db } from '../../db/open';
import type { DictSeed } from '../types';

/** Business dictionaries the trade families add (tenant-scoped blade_dict_biz). */
export const tradeDictSeeds: DictSeed[] = [];

/** Seeds the trade families (runs after the system seed, before the business seed). */
export function seedTrade(_db: Db): void {}

import type { DictSeed } from './types';
import { bizDictSeeds, systemDictSeeds } from './dicts';
import { tradeDictSeeds } from './trade/dicts';
import { businessDictSeeds } from './business/dicts';

/**
 * Every dictionary a new database gets: blade_dict's (shared) and blade_dict_biz's (copied into each tenant).
 * One list, so the seed and the test that each entry has an English label (messages/dict-labels.test.ts) see the same.
 */
export const seededDicts: { system: DictSeed[]; biz: DictSeed[] } = {
  system: systemDictSeeds,
  biz: [...bizDictSeeds, ...tradeDictSeeds, ...businessDictSeeds],
};

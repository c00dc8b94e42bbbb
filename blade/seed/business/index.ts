import type { Db } from '../../db/open';
import type { DictSeed } from '../types';

/** Business dictionaries the finance, ocean, inspection… families add. */
export const businessDictSeeds: DictSeed[] = [];

/** Seeds finance, ocean, inspection, supply-demand, CMS, reports and desk data (runs after the trade seed). */
export function seedBusiness(_db: Db): void {}

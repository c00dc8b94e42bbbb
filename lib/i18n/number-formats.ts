/**
 * How the app writes money and tonnes (grid cells, the view dialog, printed documents): yuan with two decimals,
 * tonnes with three (the weighbridge's kilogram).
 */
export const MONEY_FORMAT = { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
export const TONNE_FORMAT = { minimumFractionDigits: 3, maximumFractionDigits: 3 } as const;

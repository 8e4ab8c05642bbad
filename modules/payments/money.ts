/** Minor units of KES (two decimals) to the decimal number Pesapal and the JSON carry. */
export const toMajor = (minor: number): number => Number((minor / 100).toFixed(2));
/** A decimal amount to minor units, rounded to the cent (Pesapal answers floats). */
export const toMinorUnits = (amount: number): number => Math.round(amount * 100);

/**
 * PascalCase wire names become camelCase outputs by lowering their first letter only
 * (`OperationActivityId` → `operationActivityId`, `ExpirationISODateTimeUTC` →
 * `expirationISODateTimeUTC`): the public outputs are camelCase while the wire keeps PascalCase.
 */
type Camel<K extends string> = K extends `${infer First}${infer Rest}` ? `${Lowercase<First>}${Rest}` : K;

/** The object with each key's first letter lowered. */
export type CamelKeys<T> = { [K in keyof T as K extends string ? Camel<K> : K]: T[K] };

/** Lowers the first letter of each key. */
export function camelKeys<T extends Record<string, unknown>>(wire: T): CamelKeys<T> {
  return Object.fromEntries(
    Object.entries(wire).map(([key, value]) => [key.charAt(0).toLowerCase() + key.slice(1), value]),
  ) as CamelKeys<T>;
}

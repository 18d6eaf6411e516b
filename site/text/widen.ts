/** Plain strings where an English text module has literal types, so its Chinese twin can be checked against it. */
export type Widen<T> = T extends string ? string : T extends (...args: infer A) => infer R ? (...args: A) => Widen<R> : T extends object ? { readonly [K in keyof T]: Widen<T[K]> } : T;

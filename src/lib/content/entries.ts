import { asIconName, type IconName } from "../icon-names";

/** Entries more than one page shows (stats, points), in domain types free of GraphQL nulls. */
export interface Stat {
  slug: string;
  icon: IconName;
  value: string;
  label: string;
}

export interface Point {
  slug: string;
  icon?: IconName;
  title: string;
  description?: string;
}

/** A query type as a data file holds it (a nullable field may be absent), so tests can map data/ as it is. */
export type Loose<T> =
  T extends ReadonlyArray<infer U>
    ? ReadonlyArray<Loose<U>>
    : T extends object
      ? { readonly [K in keyof T as null extends T[K] ? K : never]?: Loose<T[K]> } & {
          readonly [K in keyof T as null extends T[K] ? never : K]: Loose<T[K]>;
        }
      : T;

export const optionalIcon = (name: string | null | undefined): IconName | undefined =>
  name ? asIconName(name) : undefined;

export const toStat = (node: Loose<Queries.StatEntryFragment>): Stat => ({ ...node, icon: asIconName(node.icon) });

export const toPoint = (node: Loose<Queries.PointEntryFragment>): Point => ({
  ...node,
  icon: optionalIcon(node.icon),
  description: node.description ?? undefined,
});

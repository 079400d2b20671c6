/** The entries of one group (figures and points are attached to a page and a group). */
export function inGroup<T extends { readonly group: string }>(nodes: readonly T[], group: string): T[] {
  return nodes.filter((n) => n.group === group);
}

/**
 * Where each entry of a data file sits in it, by the entry's content digest: gatsby-transformer-json gives the node
 * of an entry the digest of the entry itself. The build stores it on each node (`fields.position`, gatsby-node.ts),
 * and every list query sorts by it: without a sort, Gatsby lists a type's nodes in the order it last created them,
 * which is not the file's once a cached `gatsby develop` has seen the file change. Identical entries (two bookings
 * of one slot) share the first one's position, as nothing tells them apart.
 */
export function entryPositions<T>(entries: readonly T[], digestOf: (entry: T) => string): Map<string, number> {
  const positions = new Map<string, number>();
  entries.forEach((entry, i) => {
    const digest = digestOf(entry);
    if (!positions.has(digest)) positions.set(digest, i);
  });
  return positions;
}

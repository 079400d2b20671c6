import { useUi } from "../../hooks/use-ui";
import { css, keyframes } from "@emotion/react";
import { useStarCount } from "../../hooks/use-star-counts";
import { formatStars } from "../../lib/format-stars";
import type { RepoRef } from "../../lib/repo-key";
import { Icon } from "../ui/icon";
import { colors, fontSizes, media, space } from "../../styles/tokens";

const pulse = keyframes`
  0%, 100% { opacity: 0.35; }
  50% { opacity: 1; }
`;

/**
 * A repository's stars: the build's count (`initial`, in the static HTML), then the live one. The number keeps a
 * fixed width and the loading ellipsis has its own slot, so an update moves nothing.
 */
export function StarCount({ repo, initial }: { repo: RepoRef; initial: number }) {
  const ui = useUi();
  const { count, loading } = useStarCount(repo, initial);
  return (
    <p
      aria-busy={loading}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${space[1.5]};
        font-size: ${fontSizes.compact};
        font-weight: 700;
        color: ${colors.text};
        svg {
          color: ${colors.starText};
          fill: ${colors.star};
          stroke: ${colors.starText};
        }
        /* The ellipsis pulses only while its count is updating: an idle page runs no animation. */
        ${media.motionAllowed} {
          &[aria-busy="true"] > [data-updating] {
            animation: ${pulse} 1.2s ease-in-out infinite;
          }
        }
      `}
    >
      <Icon name="Star" size={18} />
      <span
        data-star-count
        css={css`
          display: inline-block;
          min-width: 6ch;
          font-variant-numeric: tabular-nums;
        `}
      >
        {formatStars(count)}
        <span className="visually-hidden"> {ui.stars.label}</span>
        {loading && <span className="visually-hidden">{ui.stars.updating}</span>}
      </span>
      <span
        aria-hidden="true"
        data-updating
        css={css`
          display: inline-block;
          width: 2ch;
          color: ${colors.muted};
        `}
      >
        {loading ? "…" : ""}
      </span>
    </p>
  );
}

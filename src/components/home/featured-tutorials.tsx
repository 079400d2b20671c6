import { css } from "@emotion/react";
import type { Tutorial } from "../../hooks/use-tutorials";
import { ExternalButton } from "../ui/button";
import { Card } from "../ui/card";
import type { SectionWith } from "../../lib/content/page-copy";
import { useUi } from "../../hooks/use-ui";
import { fillLocal } from "../../lib/content/fill-local";
import { CardText, CardsSection, IconTile } from "./card-parts";
import { StarCount } from "./star-count";
import { Icon } from "../ui/icon";
import { colors, fontSizes, space } from "../../styles/tokens";
import { row } from "../ui/layout";

export function FeaturedTutorials({ tutorials, copy }: { tutorials: readonly Tutorial[]; copy: SectionWith<"title"> }) {
  const ui = useUi();
  return (
    <CardsSection id="tutorials" copy={copy} tone="subtle" columns={2}>
      {tutorials.map((tutorial) => (
        <Card as="li" key={tutorial.slug}>
          <div css={row(space[3])}>
            <IconTile name="Github" />
            <span
              css={css`
                min-width: 0;
                font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
                font-size: ${fontSizes.label};
                line-height: 1.4;
                color: ${colors.muted};
                /* The whole name, on two lines if need be: after the slash (the repository's name moves down whole),
                   or within a name longer than the line. */
                overflow-wrap: anywhere;
                span {
                  display: inline-block;
                }
              `}
            >
              {tutorial.owner}/<span>{tutorial.repo}</span>
            </span>
          </div>
          <CardText
            title={tutorial.name}
            text={tutorial.description}
            css={css`
              font-size: ${fontSizes.title4};
            `}
          />
          <div
            css={css`
              ${row(space[3])};
              flex-wrap: wrap;
              justify-content: space-between;
              margin-top: auto;
              padding-top: ${space[4]};
              border-top: 1px solid ${colors.border};
            `}
          >
            <StarCount repo={tutorial} initial={tutorial.stars} />
            <ExternalButton href={tutorial.url} variant="secondary">
              {ui.stars.explore}
              <span className="visually-hidden"> {fillLocal(ui.stars.exploreDetail, { name: tutorial.name })}</span>
              <Icon name="ArrowUpRight" size={18} />
            </ExternalButton>
          </div>
        </Card>
      ))}
    </CardsSection>
  );
}

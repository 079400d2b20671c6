import createCache from "@emotion/cache";
import { CacheProvider, css, Global } from "@emotion/react";
import { Component, useMemo, type ErrorInfo, type ReactNode } from "react";
import { EMOTION_KEY } from "../../styles/emotion-cache";
import { GlobalStyles } from "../../styles/global-styles";
import { colors, fontSizes, radii, shadows, space } from "../../styles/tokens";

/**
 * The preview pane's frame: the site's emotion styles written into the preview iframe's own <head> (Decap renders
 * templates into an iframe and passes its document; a cache of the editor's page would style the editor instead,
 * Decap issue #793), remade when the iframe is, with the site's global styles, font and tokens.
 */
export function PreviewFrame({ document: doc, children }: { document: Document; children: ReactNode }) {
  const cache = useMemo(() => createCache({ key: EMOTION_KEY, container: doc.head }), [doc]);
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      <Global styles={paneButtonsGutter} />
      {children}
    </CacheProvider>
  );
}

/**
 * Decap's two pane buttons (show the preview, sync scrolling) float over the pane's top right corner, where the
 * site's sticky header keeps its menu button or last link: in the pane only, the header leaves them that corner.
 */
const paneButtonsGutter = css`
  header {
    padding-right: ${space[14]};
  }
`;

/** Stays in view above the page (and its sticky header) however far the pane is scrolled. */
const noticeStyles = css`
  position: sticky;
  top: ${space[2]};
  z-index: 1000;
  margin: ${space[2]} ${space[4]};
  box-shadow: ${shadows.lift};
  padding: ${space[4]} ${space[5]};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.medium};
  background: ${colors.surface};
  color: ${colors.text};
  font-size: ${fontSizes.small};
  h2 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSizes.body};
  }
  ul {
    margin: 0;
    padding-left: ${space[5]};
  }
`;

/** What keeps the page from being shown as it will be: the build's own messages (file, entry, field). */
export function Problems({ problems, error }: { problems: readonly string[]; error?: string }) {
  if (problems.length === 0 && !error) return null;
  return (
    <div role="alert" data-preview-problems="" css={noticeStyles}>
      <h2>
        {error
          ? "The page cannot be drawn from this entry as it is."
          : "The build would refuse this entry; fix it before saving:"}
      </h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
        {error && problems.length === 0 && <li>{error}</li>}
      </ul>
    </div>
  );
}

interface BoundaryProps {
  /** The build's messages for the content, shown with the error. */
  problems: readonly string[];
  /** Changes with the form's values: a new value draws the page again. */
  resetKey: unknown;
  children: ReactNode;
}

/** A page that throws while drawing an entry shows why, in place of the page; the editor goes on. */
export class PreviewBoundary extends Component<BoundaryProps, { error?: Error; key?: unknown }> {
  override state: { error?: Error; key?: unknown } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error?: Error; key?: unknown }) {
    return state.key === props.resetKey ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn("Preview:", error.message, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error) return <Problems problems={this.props.problems} error={error.message} />;
    return this.props.children;
  }
}

import { graphql, useStaticQuery } from "gatsby";
import type { LetterWords } from "../lib/mailto";

export interface SiteLinks {
  codeHost: string;
  newsletter: string;
  forum: string;
  professionalNetwork: string;
  microblog: string;
  chat: string;
}

export interface SiteMetadata {
  name: string;
  tagline: string;
  siteUrl: string;
  title: string;
  description: string;
  founder: string;
  email: string;
  copyrightYear: number;
  /** The greeting (with {name}), closing line and sign-off of every inquiry e-mail. */
  letter: LetterWords;
  footerTagline: string;
  links: SiteLinks;
}

/** Site settings from data/site.json (through gatsby-config's siteMetadata). */
export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          name
          tagline
          siteUrl
          title
          description
          founder
          email
          copyrightYear
          letter {
            greeting
            closing
            signOff
          }
          footerTagline
          links {
            codeHost
            newsletter
            forum
            professionalNetwork
            microblog
            chat
          }
        }
      }
    }
  `);
  if (!data.site) throw new Error("Site metadata is missing: check data/site.json");
  return data.site.siteMetadata;
}

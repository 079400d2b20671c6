import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Section, SectionHeading } from "../components/ui/section";

export default function Template({ path }: PageProps) {
  return (
    <Layout path={path}>
      <Seo
        path="/sponsorship/social-media/"
        title="AI Social Media Sponsorship - LinkedIn, Reddit, Twitter | DiamantAI"
        description="Sponsored posts on LinkedIn (18K followers), Reddit (500K+ members) and Twitter for AI products. Packages from $1,000."
      />
      <Section labelledBy="page-title">
        <SectionHeading id="page-title" level={1} title="AI Social Media Sponsorship - LinkedIn, Reddit, Twitter" />
      </Section>
    </Layout>
  );
}

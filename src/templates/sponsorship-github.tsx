import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Section, SectionHeading } from "../components/ui/section";

export default function Template({ path }: PageProps) {
  return (
    <Layout path={path}>
      <Seo
        path="/sponsorship/github/"
        canonicalPath="/sponsorship/"
        title="GitHub Tutorial Sponsorship | DiamantAI"
        description="Feature your product in a dedicated tutorial in DiamantAI's GitHub repositories: 150K+ monthly logo views, 60+ countries, $2,700/month."
      />
      <Section labelledBy="page-title">
        <SectionHeading id="page-title" level={1} title="GitHub Tutorial Sponsorship" />
      </Section>
    </Layout>
  );
}

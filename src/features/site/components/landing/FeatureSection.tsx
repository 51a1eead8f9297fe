import type { ReactNode } from 'react';
import { FeatureGrid, type Feature } from './FeatureGrid.tsx';
import { Section, type SectionProps } from './Section.tsx';

/** A landing section whose content is a grid of feature cards, then anything given as children. */
export function FeatureSection({
  features,
  children,
  ...section
}: Omit<SectionProps, 'children'> & { features: readonly Feature[]; children?: ReactNode }) {
  return (
    <Section {...section}>
      <FeatureGrid features={features} />
      {children}
    </Section>
  );
}

import type { TourStep } from './tour-steps.ts';

/** What the desktop and mobile tour layouts both receive. */
export type TourViewProps = {
  step: TourStep;
  index: number;
  total: number;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
  onViewFullSize: () => void;
};

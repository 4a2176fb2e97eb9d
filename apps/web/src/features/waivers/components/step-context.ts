import type { WaiverTemplateBody } from '@linework/contract/waivers';
import type { WaiverFormApi } from './form-text.tsx';

/** What every step of the signing form works with. */
export type StepContext = {
  form: WaiverFormApi;
  template: WaiverTemplateBody;
  shop: { name: string; shopUrl: string; ageOfMajority: number; today: string };
  sessionId: string;
  minor: boolean;
};

// Every playbook's content by slug (the route resolves both spellings to one of these).
import type { PlaybookSlug } from '../../../domain/playbooks';
import { contentCreation } from './content-creation';
import { corporateTraining } from './corporate-training';
import { digitalProducts } from './digital-products';
import { funnelBuilding } from './funnel-building';
import { memberships } from './memberships';
import { profileOptimization } from './profile-optimization';
import { relationshipBuilding } from './relationship-building';
import { thoughtLeadership } from './thought-leadership';
import { tieredServices } from './tiered-services';
import type { Playbook } from './types';

export const PLAYBOOK_CONTENT: Readonly<Record<PlaybookSlug, Playbook>> = {
  'tiered-services': tieredServices,
  'digital-products': digitalProducts,
  memberships,
  'corporate-training': corporateTraining,
  'content-creation': contentCreation,
  'relationship-building': relationshipBuilding,
  'thought-leadership': thoughtLeadership,
  'funnel-building': funnelBuilding,
  'profile-optimization': profileOptimization,
};

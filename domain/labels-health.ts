import type { HealthMetric, HealthStep } from './seller-health.ts';
import { m, type Message } from './messages.ts';

/**
 * Seller health's figures and steps (issue 50, decision 053). Read with `labelOf`
 * (domain/labels.ts). An area's labels are a module of their own, so that a page's chunk carries
 * only the words it shows.
 */
export const HEALTH_METRIC_LABELS = {
  LATE_DISPATCH: m.healthMetricLATE_DISPATCH,
  SELLER_CANCELLATION: m.healthMetricSELLER_CANCELLATION,
  RETURN: m.healthMetricRETURN,
  RTO: m.healthMetricRTO,
  QC_FAILED: m.healthMetricQC_FAILED,
  LISTING_REJECTED: m.healthMetricLISTING_REJECTED,
} satisfies Record<HealthMetric, Message>;

export const HEALTH_OF_LABELS = {
  LATE_DISPATCH: m.healthOfLATE_DISPATCH,
  SELLER_CANCELLATION: m.healthOfSELLER_CANCELLATION,
  RETURN: m.healthOfRETURN,
  RTO: m.healthOfRTO,
  QC_FAILED: m.healthOfQC_FAILED,
  LISTING_REJECTED: m.healthOfLISTING_REJECTED,
} satisfies Record<HealthMetric, Message>;

export const HEALTH_FIX_LABELS = {
  LATE_DISPATCH: m.healthFixLATE_DISPATCH,
  SELLER_CANCELLATION: m.healthFixSELLER_CANCELLATION,
  RETURN: m.healthFixRETURN,
  RTO: m.healthFixRTO,
  QC_FAILED: m.healthFixQC_FAILED,
  LISTING_REJECTED: m.healthFixLISTING_REJECTED,
} satisfies Record<HealthMetric, Message>;

export const HEALTH_STEP_LABELS = {
  OK: m.healthStepOK,
  WARNED: m.healthStepWARNED,
  LISTINGS_HELD: m.healthStepLISTINGS_HELD,
  PAUSED: m.healthStepPAUSED,
} satisfies Record<HealthStep, Message>;

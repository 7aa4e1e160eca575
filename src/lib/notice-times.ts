/** Seed section 9: a notice shows for 5 s. */
export const NOTICE_MS = 5000;

/**
 * A notice that offers Undo stays twice as long, so that the action can be read and reached in
 * time on a phone (WCAG 2.2.1); like any notice, it pauses while hovered or focused.
 */
export const UNDO_NOTICE_MS = 2 * NOTICE_MS;

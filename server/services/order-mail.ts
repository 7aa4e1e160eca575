import { and, eq, isNull, sql } from 'drizzle-orm';
import { inReaderLocale } from '../request-scope.ts';
import { emailSchema, otpSchema } from '../../domain/auth.ts';
import { m, messageRef } from '../../domain/messages.ts';
import { statusLabel } from '../../domain/labels.ts';
import { quoteBuyerText } from '../../domain/text.ts';
import { hashCode, newOneTimeCode } from '../auth/codes.ts';
import type { App } from '../app.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  oneTimeCodes,
  users,
  verifiedEmails,
  type OrderItemRow,
  type OrderRow,
  type UserRow,
} from '../db/schema.ts';
import { badInput, parseInput } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import * as limits from './rate-limit.ts';
import { assertCanResend, CODE_TTL_MS, RESEND_COOLDOWN_S, spendCode } from './registration.ts';
import { shortId } from '../../domain/id.ts';

export async function customerEmail(db: DbOrTx, customerId: string) {
  return (await customerContact(db, customerId))?.email ?? null;
}

/** A customer's address and the language they chose, for mail written in it. */
export async function customerContact(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, customerId));
  return row ?? null;
}

/**
 * Where an order's mail goes: the shipping e-mail if the customer proved it with a code (or it is
 * their account's), otherwise their account's address. A typed address is never mailed unproved:
 * anyone could type a stranger's.
 */
export async function orderMailRecipient(db: DbOrTx, order: OrderRow): Promise<string | null> {
  const account = await customerEmail(db, order.customerId);
  const typed = order.shippingEmail;
  if (!typed || typed === account) return account;
  const [proved] = await db
    .select({ email: verifiedEmails.email })
    .from(verifiedEmails)
    .where(and(eq(verifiedEmails.userId, order.customerId), eq(verifiedEmails.email, typed)));
  return proved ? typed : account;
}

/**
 * Tells the customer their item moved, in our words: the buyer's typed name is quoted as data
 * ("Order for: …"), never the greeting. One mail per order and status: items moved together (a
 * cancellation, a seller shipping them one after another) are lines of one mail (its topic).
 */
export async function mailStatusChange(
  tx: DbOrTx,
  now: Date,
  order: OrderRow,
  item: Pick<OrderItemRow, 'quantity' | 'productName' | 'itemStatus' | 'courier' | 'awb'>,
  actorId: string | null,
) {
  const to = await orderMailRecipient(tx, order);
  if (!to) return;
  const customer = await customerContact(tx, order.customerId);
  await inReaderLocale(
    customer?.locale,
    () => {
      const status = statusLabel(item.itemStatus);
      // A shipped item says who carries it and its AWB, for the buyer to track it.
      const { courier, awb } = item;
      const line =
        item.itemStatus === 'SHIPPED' && courier && awb
          ? m.orderMailShippedLine({
              quantity: item.quantity,
              productName: item.productName,
              courier,
              awb,
            })
          : m.orderMailLine({ quantity: item.quantity, productName: item.productName });
      return queueMail(tx, now, {
        to,
        subject: m.orderMailSubject({
          order: shortId(order.id),
          status,
        }),
        text:
          m.orderMailText({
            orderId: order.id,
            name: quoteBuyerText(order.shippingName),
            status,
          }) + line,
        topic: `order:${order.id}:${item.itemStatus}`,
        line,
      });
    },
    actorId === order.customerId, // a buyer's own move (a cancellation) follows their request
  );
}

/** The codes sent to prove `email` for `userId`'s order mail. */
const codesOf = (userId: string, email: string) =>
  and(
    eq(oneTimeCodes.email, email),
    eq(oneTimeCodes.purpose, 'SHIPPING_EMAIL'),
    eq(oneTimeCodes.userId, userId),
  );

/**
 * Sends a code to an e-mail a customer wants their order mail at (not their account's), under
 * the sign-up code's limits: a 30 s wait between codes and 5 an hour per address and customer.
 */
export async function sendShippingEmailCode(app: App, customer: UserRow, input: { email: string }) {
  const { email } = parseInput(emailSchema, input);
  const now = app.clock.now();
  await limits.hit(
    app.db,
    { key: `shipping-email:${customer.id}`, max: 10, windowSeconds: 3600 },
    now,
  );
  if (email === customer.email) return { success: true, resendAfter: 0 };
  const code = newOneTimeCode();
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ship:${customer.id}`}))`);
    await assertCanResend(tx, codesOf(customer.id, email), now);
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(codesOf(customer.id, email), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      email,
      purpose: 'SHIPPING_EMAIL',
      userId: customer.id,
      codeHash: hashCode(app.config.jwtSecret, `${customer.id}\n${email}`, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    await inReaderLocale(customer.locale, () =>
      queueMail(tx, now, {
        to: email,
        subject: m.shippingEmailCodeSubject(),
        text: m.shippingEmailCodeText({ code }),
        secret: true,
      }),
    );
  });
  return { success: true, resendAfter: RESEND_COOLDOWN_S };
}

/** Proves the e-mail with its code (5 wrong tries, 10 minutes, once): order mail may go there. */
export async function verifyShippingEmail(
  app: App,
  customer: UserRow,
  input: { email: string; otp: string },
) {
  const { email, otp } = parseInput(otpSchema, input);
  const now = app.clock.now();
  await limits.hit(
    app.db,
    { key: `shipping-email-verify:${customer.id}`, max: 15, windowSeconds: 900 },
    now,
  );
  const ok = await app.db.transaction(async (tx) => {
    const hash = hashCode(app.config.jwtSecret, `${customer.id}\n${email}`, otp);
    if (!(await spendCode(tx, codesOf(customer.id, email), hash, now))) return false;
    await tx
      .insert(verifiedEmails)
      .values({ userId: customer.id, email, verifiedAt: now })
      .onConflictDoNothing();
    return true;
  });
  if (!ok) throw badInput({ otp: messageRef('otpInvalid') });
  return true;
}

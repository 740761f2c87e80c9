import type { Lang } from './offer-text-data.ts';
import type { PlannedChat, PlannedNotification, PlannedOffer, PlannedUser } from './plan-types.ts';
import type { Random } from './random.ts';
import { DAY, MINUTE, ago, between } from './time.ts';

// A few conversations, mostly around the demo account, so its chat list and notification bell are
// not empty on first login. Lines alternate buyer, seller, buyer...

const DIALOGUES: Record<Lang, string[][]> = {
  ru: [
    [
      'Здравствуйте! Ещё актуально?',
      'Добрый день, да, в наличии.',
      'Сколько по времени выдача?',
      'Минут 10–15 после оплаты.',
      'Отлично, оформляю.',
    ],
    [
      'Привет, а можно скидку при покупке двух?',
      'Привет! Могу сделать −10%, напиши, какие позиции.',
      'Первые две из списка.',
      'Договорились, жду заказ.',
    ],
    [
      'Подскажите, это безопасно для аккаунта?',
      'Да, всё вручную, без программ. За 3 года ни одного бана.',
      'Хорошо, тогда беру.',
    ],
    ['Добрый вечер! Когда сможете начать?', 'Могу начать сегодня в 20:00 по МСК.', 'Подходит, спасибо!'],
  ],
  en: [
    [
      'Hi! Is this still available?',
      'Hey, yes it is.',
      'How fast is delivery?',
      'Usually within 15 minutes.',
      'Great, ordering now.',
    ],
    ['Hello, can you do it this weekend?', 'Sure, Saturday works for me.', 'Perfect, thanks!'],
  ],
};

function dialogue(
  rng: Random,
  buyer: number,
  seller: number,
  lang: Lang,
  start: Date,
): PlannedChat['messages'] {
  const lines = rng.pick(DIALOGUES[lang]);
  let at = start.getTime();
  return lines.map((content, i) => {
    at += rng.int(1, 40) * MINUTE;
    return { sender: i % 2 === 0 ? buyer : seller, content, createdAt: new Date(at), isRead: true };
  });
}

export function planChats(
  rng: Random,
  now: Date,
  users: PlannedUser[],
  offers: PlannedOffer[],
): { chats: PlannedChat[]; notifications: PlannedNotification[] } {
  const chats: PlannedChat[] = [];
  const used = new Set<string>();
  const add = (buyer: number, o: number) => {
    const seller = offers[o]!.seller;
    const key = `${Math.min(buyer, seller)}:${Math.max(buyer, seller)}:${o}`;
    if (buyer === seller || used.has(key)) return;
    used.add(key);
    const createdAt = between(rng, ago(now, 7 * DAY), ago(now, 4 * 60 * MINUTE));
    const lang = users[buyer]!.lang === 'en' || users[seller]!.lang === 'en' ? 'en' : 'ru';
    chats.push({
      users: [buyer, seller],
      offer: o,
      createdAt,
      messages: dialogue(rng, buyer, seller, lang, createdAt),
    });
  };

  const demoOffers = offers.flatMap((o, i) => (o.seller === 0 && o.active ? [i] : []));
  const otherOffers = offers.flatMap((o, i) => (o.seller !== 0 && o.active ? [i] : []));
  for (const o of rng.sample(demoOffers, 4)) add(rng.int(1, users.length - 1), o);
  for (const o of rng.sample(otherOffers, 2)) add(0, o);
  for (const o of rng.sample(otherOffers, 8)) add(rng.int(1, users.length - 1), o);

  // In the two newest chats where the other side spoke last, that line is still unread: the chat
  // list shows a counter and the bell a notification.
  const notifications: PlannedNotification[] = [];
  const demoChats = chats
    .map((chat, index) => ({ chat, index }))
    .filter(({ chat }) => chat.users.includes(0))
    .sort((a, b) => b.chat.createdAt.getTime() - a.chat.createdAt.getTime());
  const unreadChats = new Set(
    demoChats
      .filter(({ chat }) => chat.messages[chat.messages.length - 1]!.sender !== 0)
      .slice(0, 2)
      .map((c) => c.index),
  );
  demoChats.forEach(({ chat, index }) => {
    const last = chat.messages[chat.messages.length - 1]!;
    const fromOther = chat.messages.filter((m) => m.sender !== 0);
    const unread = unreadChats.has(index);
    if (unread) last.isRead = false;
    const shown = unread ? last : fromOther[fromOther.length - 1];
    if (!shown) return;
    notifications.push({
      user: 0,
      chat: index,
      eventType: 'chat_message',
      // A notice, written in the reader's language when read (docs/decisions/0065-notices-as-codes.md).
      kind: 'chatMessage',
      params: { name: users[shown.sender]!.name, preview: shown.content },
      status: unread ? 'UNREAD' : 'READ',
      createdAt: shown.createdAt,
    });
  });
  return { chats, notifications };
}

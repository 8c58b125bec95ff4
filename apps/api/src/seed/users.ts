import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Demo accounts for the local demo; sign in as them with the developer sign-in. */
export const DEMO_USERS = [
  {
    email: 'admin@galim.example',
    firstName: 'נועה',
    lastName: 'מנהלת',
    // An admin through ADMIN_EMAILS (npm start and the e2e server list it), not a stored grant.
    role: 'user' as const,
    phone: '+972501111111',
    slug: 'noa-admin',
    region: 'tel-aviv',
    surfingLevel: 'advanced',
  },
  {
    email: 'yoni@galim.example',
    firstName: 'יוני',
    lastName: 'כהן',
    role: 'user' as const,
    phone: '+972502222222',
    slug: 'yoni-cohen',
    region: 'tel-aviv',
    surfingLevel: 'intermediate',
    bio: 'גולש בחוף הילטון כבר 15 שנה. מוכר גלשנים שכבר לא נכנסים לי לרכב.',
  },
  {
    email: 'maya@galim.example',
    firstName: 'מאיה',
    lastName: 'לוי',
    role: 'user' as const,
    phone: '+972503333333',
    slug: 'maya-levi',
    region: 'center',
    surfingLevel: 'pro',
    bio: 'מדריכת גלישה מוסמכת ומצלמת גלישה במכמורת ובקיסריה.',
    // She chose English on the site: her notifications and push come in English (issue 46).
    language: 'en' as const,
  },
  {
    email: 'omer@galim.example',
    firstName: 'עומר',
    lastName: 'אברהם',
    role: 'user' as const,
    phone: '+972504444444',
    slug: 'omer-avraham',
    region: 'south',
    surfingLevel: 'advanced',
    bio: 'שייפר ומתקן גלשנים באשדוד.',
  },
  {
    email: 'dana@galim.example',
    firstName: 'דנה',
    lastName: 'מזרחי',
    role: 'user' as const,
    phone: null,
    slug: 'dana-mizrahi',
    region: 'north',
    surfingLevel: 'beginner',
  },
];

export async function seedUsers(db: Db) {
  return db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        ...u,
        displayName: `${u.firstName} ${u.lastName}`,
        publicProfile: { visible: true, showRegion: true, showSkillLevel: true, showBio: true },
      })),
    )
    .returning();
}

import type { Db } from '../db/client';
import type { TFaqTranslations } from '@galim/shared/faq/schemas';
import { faqItems } from '../db/schema';

// Each item with its English, so the English FAQ page shows English (decision 051).
const ITEMS: {
  category: string;
  question: string;
  answer: string;
  translations: TFaqTranslations;
}[] = [
  {
    category: 'כללי',
    question: 'מה זה גלים?',
    answer:
      'גלים היא פלטפורמה לקהילת הגולשים בישראל: קנייה ומכירה של גלשנים יד שנייה, מדריכי גלישה, צלמים ומתקני גלשנים, ותחזית גלים לחופים המרכזיים.',
    translations: {
      en: {
        category: 'General',
        question: 'What is Galim?',
        answer:
          "Galim is a platform for Israel's surfing community: buying and selling second-hand surfboards, surf instructors, photographers and board repairers, and a wave forecast for the main beaches.",
      },
    },
  },
  {
    category: 'כללי',
    question: 'האם השימוש באתר עולה כסף?',
    answer: 'לא. פרסום גלשנים ושירותים והשימוש בתחזית הם כרגע בחינם.',
    translations: {
      en: {
        category: 'General',
        question: 'Does using the site cost money?',
        answer: 'No. Listing boards and services and using the forecast are free for now.',
      },
    },
  },
  {
    category: 'כללי',
    question: 'איך מתקינים את האפליקציה בטלפון?',
    answer:
      'באנדרואיד יופיע חלון "התקינו את האפליקציה". באייפון לוחצים על כפתור השיתוף בספארי ובוחרים "הוספה למסך הבית".',
    translations: {
      en: {
        category: 'General',
        question: 'How do I install the app on my phone?',
        answer:
          'On Android an "Install the app" window appears. On iPhone, tap the share button in Safari and choose "Add to Home Screen".',
      },
    },
  },
  {
    category: 'קנייה ומכירה',
    question: 'איך מפרסמים גלשן למכירה?',
    answer:
      'נכנסים עם חשבון Google, לוחצים על "הוספת גלשן", ממלאים את הפרטים ומעלים עד 8 תמונות. המודעה עוברת בדיקה של צוות האתר ומתפרסמת בתוך 24–48 שעות.',
    translations: {
      en: {
        category: 'Buying and selling',
        question: 'How do I list a board for sale?',
        answer:
          'Sign in with a Google account, tap "Add a board", fill in the details and upload up to 8 photos. The listing is checked by the site\'s team and published within 24–48 hours.',
      },
    },
  },
  {
    category: 'קנייה ומכירה',
    question: 'האם גלים צד לעסקה?',
    answer:
      'לא. גלים היא פלטפורמה בלבד. הקנייה, התשלום והמסירה נעשים ישירות בין הקונה למוכר. מומלץ לראות את הגלשן לפני התשלום.',
    translations: {
      en: {
        category: 'Buying and selling',
        question: 'Is Galim a party to the deal?',
        answer:
          'No. Galim is only a platform. Buying, paying and handing over happen directly between buyer and seller. It is best to see the board before paying.',
      },
    },
  },
  {
    category: 'קנייה ומכירה',
    question: 'איך יוצרים קשר עם מוכר?',
    answer: 'בעמוד הגלשן יש כפתורי וואטסאפ ואימייל שפותחים הודעה מוכנה למוכר עם קישור למודעה.',
    translations: {
      en: {
        category: 'Buying and selling',
        question: 'How do I contact a seller?',
        answer:
          'The board page has WhatsApp and e-mail buttons that open a ready message to the seller with a link to the listing.',
      },
    },
  },
  {
    category: 'קנייה ומכירה',
    question: 'מכרתי את הגלשן. מה עכשיו?',
    answer:
      'באזור האישי, בגלשנים שלי, בוחרים "ניהול" ואז "סמן כנמכר". המודעה יורדת מהחיפוש ונשמרת אצלכם בגלשנים שנמכרו.',
    translations: {
      en: {
        category: 'Buying and selling',
        question: 'I sold my board. What now?',
        answer:
          'In your area, under My boards, choose "Manage" and then "Mark as sold". The listing leaves the search and stays with you under sold boards.',
      },
    },
  },
  {
    category: 'שירותים',
    question: 'איך מפרסמים שירות גלישה?',
    answer:
      'מדריכים, צלמים ומתקני גלשנים יכולים להוסיף שירות דרך "הוספת שירות". השירות יופיע באתר אחרי אישור.',
    translations: {
      en: {
        category: 'Services',
        question: 'How do I list a surf service?',
        answer:
          'Instructors, photographers and board repairers can add a service through "Add a service". It appears on the site once approved.',
      },
    },
  },
  {
    category: 'תחזית',
    question: 'איך מחושב ציון הגלישה בתחזית?',
    answer:
      'הציון משלב את גובה הגל ומחזורו, כיוון הגל ביחס לחוף, עוצמת הרוח וכיוונה (רוח מהיבשה משפרת, רוח מהים מקלקלת) ומצב הגאות. 5 כוכבים זה יום מצוין.',
    translations: {
      en: {
        category: 'Forecast',
        question: "How is the forecast's surf score worked out?",
        answer:
          "The score combines the wave's height and period, its direction against the beach, the wind's strength and direction (an offshore wind helps, an onshore wind spoils) and the tide. 5 stars is an excellent day.",
      },
    },
  },
  {
    category: 'פרטיות',
    question: 'איך מוחקים את החשבון?',
    answer:
      'בהגדרות באזור האישי אפשר להוריד את כל המידע שלכם ולמחוק את החשבון. המחיקה מסירה מיד את הגלשנים, השירותים והתמונות שלכם.',
    translations: {
      en: {
        category: 'Privacy',
        question: 'How do I delete my account?',
        answer:
          "In your area's settings you can download all your data and delete the account. Deleting removes your boards, services and photos at once.",
      },
    },
  },
];

export async function seedFaq(db: Db) {
  const perCategory = new Map<string, number>();
  await db.insert(faqItems).values(
    ITEMS.map((item) => {
      const order = perCategory.get(item.category) ?? 0;
      perCategory.set(item.category, order + 10);
      return { ...item, order, visible: true };
    }),
  );
}

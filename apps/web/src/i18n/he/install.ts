// The install prompt (app/install-prompt.tsx), loaded only when there is an installation to
// offer: its texts are not part of every page's script. Addressed to everyone (plural
// imperatives), as the rest of the app is.

export const installTexts = {
  iosTitle: 'הוסיפו למסך הבית',
  iosText: 'כך מוסיפים את גלים למסך הבית, לפתיחה מהירה כמו כל אפליקציה:',
  iosShareStep: 'הקישו על "שיתוף" בסרגל של Safari',
  iosAddStep: 'גללו ובחרו "הוספה למסך הבית"',
  iosConfirmStep: 'הקישו על "הוספה"',
  title: 'התקינו את האפליקציה',
  text: 'התקינו את האפליקציה לשימוש מהיר ונוח!',
  install: 'התקינו עכשיו',
  close: 'סגירה',
} as const;

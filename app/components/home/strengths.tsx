// 'We Maximize Your Learning Growth' (spec section 2.8): four strength cards and the Awards and Teachers
// totals.
import ComputerIcon from 'plain-icon:Computer';
import EmojiEventsIcon from 'plain-icon:EmojiEvents';
import MenuBookIcon from 'plain-icon:MenuBook';
import PersonIcon from 'plain-icon:Person';
import SecurityIcon from 'plain-icon:Security';
import SchoolIcon from 'plain-icon:School';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { SectionHeading } from './section-heading.tsx';
import type { Totals } from './home-data.ts';
import './home.css';

const CARDS: {
  key: 'qualifiedTeachers' | 'modernCurriculum' | 'smartClassrooms' | 'safeEnvironment';
  Icon: typeof SchoolIcon;
}[] = [
  { key: 'qualifiedTeachers', Icon: SchoolIcon },
  { key: 'modernCurriculum', Icon: MenuBookIcon },
  { key: 'smartClassrooms', Icon: ComputerIcon },
  { key: 'safeEnvironment', Icon: SecurityIcon },
];

export function Strengths({ totals }: { totals: Totals }) {
  const { t, lang } = useT();
  const format = new Intl.NumberFormat(lang);
  const badges: { key: 'awards' | 'teachers'; label: MessageKey; Icon: typeof SchoolIcon }[] = [
    { key: 'awards', label: 'home.strengths.awards', Icon: EmojiEventsIcon },
    { key: 'teachers', label: 'home.strengths.teachers', Icon: PersonIcon },
  ];
  return (
    <section aria-labelledby="home-strengths" className="bs-section bs-bg-white bs-home-band" data-section="strengths">
      <div className="bs-container">
        <SectionHeading id="home-strengths" title={t('home.strengths.heading')} intro={t('home.strengths.intro')} />
        <ul className="bs-strengths__list">
          {CARDS.map(({ key, Icon }) => (
            <li key={key} data-strength={key} className="bs-card bs-strengths__card">
              <div className="bs-strengths__icon">
                <Icon size={32} />
              </div>
              <h3 className="bs-card-title">{t(`home.strengths.${key}.title` as MessageKey)}</h3>
              <p className="bs-body2 bs-muted">{t(`home.strengths.${key}.text` as MessageKey)}</p>
            </li>
          ))}
        </ul>
        <div className="bs-strengths__badges">
          {badges.map(({ key, label, Icon }) => (
            <div key={key} data-strength-total={key} className="bs-strengths__badge">
              <Icon />
              <span className="bs-strengths__total">{format.format(totals[key])}</span>
              <span className="bs-strengths__badge-label">{t(label)}</span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

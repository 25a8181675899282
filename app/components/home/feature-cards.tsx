// The four feature cards of spec section 2.2, right below the hero. Plain HTML and CSS (home.css).
import AttachMoneyIcon from 'plain-icon:AttachMoney';
import LocalLibraryIcon from 'plain-icon:LocalLibrary';
import PersonIcon from 'plain-icon:Person';
import SchoolIcon from 'plain-icon:School';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import './home.css';

const FEATURES: { key: 'scholarship' | 'teachers' | 'library' | 'price'; Icon: typeof SchoolIcon }[] = [
  { key: 'scholarship', Icon: SchoolIcon },
  { key: 'teachers', Icon: PersonIcon },
  { key: 'library', Icon: LocalLibraryIcon },
  { key: 'price', Icon: AttachMoneyIcon },
];

export function FeatureCards() {
  const { t } = useT();
  return (
    <section aria-labelledby="home-features" className="bs-features bs-home-band">
      <h2 id="home-features" className="bs-sr-only">
        {t('home.features.heading')}
      </h2>
      <div className="bs-container">
        <ul className="bs-features__list">
          {FEATURES.map(({ key, Icon }, i) => (
            <li
              key={key}
              data-feature={key}
              className={i % 2 ? 'bs-card bs-features__card bs-features__card--accent' : 'bs-card bs-features__card'}
            >
              <div className="bs-features__icon">
                <Icon />
              </div>
              <div>
                <h3 className="bs-card-title">{t(`home.features.${key}.title` as MessageKey)}</h3>
                <p className="bs-body2 bs-muted">{t(`home.features.${key}.text` as MessageKey)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

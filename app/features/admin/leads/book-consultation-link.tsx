import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { type Messages, registerMessages } from '../shared/i18n/i18n.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';

const en = { bookConsultation: 'Book a consultation' };
const messages: Messages<typeof en> = {
  en,
  es: { bookConsultation: 'Reservar una consulta' },
  fr: { bookConsultation: 'Réserver une consultation' },
};
const bookLinkText = registerMessages('leadBookLink', messages);

/** The lead page's way into Bookings: "Book for a lead" opens there with this lead chosen (issue 27). */
export function BookConsultationLink({ leadId }: { leadId: number }) {
  const t = useMessages(bookLinkText);
  return (
    <Link to={`/admin/bookings?lead=${leadId}`} className={buttonClass('secondary')}>
      <CalendarPlus className="size-4" aria-hidden="true" />
      {t('bookConsultation')}
    </Link>
  );
}

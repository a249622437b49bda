import type { Catalogue } from '../../translator';
import type { RegistrationEmailId } from '../en/registration-emails';

/** The registration e-mails' texts in Portuguese (Brazil). */
export const REGISTRATION_EMAILS_PT_BR: Catalogue<RegistrationEmailId> = {
  greeting: 'Olá, {name},',
  greetingNoName: 'Olá,',
  date: 'Data: {date}',
  time: 'Horário: {hours}',
  place: 'Local: {location}',
  details: 'Detalhes: {url}',
  manage: 'Suas inscrições: {url}',
  calendarAdded: 'O convite anexo o adiciona à sua agenda.',
  calendarChanged: 'A atualização anexa o altera na sua agenda.',
  calendarRemoved: 'A atualização anexa o remove da sua agenda.',
  confirmedSubject: 'Sua vaga está confirmada: {title}',
  confirmed: 'Você está inscrito(a) em {title}. Sua vaga está confirmada.',
  waitlistedSubject: 'Lista de espera nº {position}: {title}',
  waitlisted: '{title} está lotado; você está na lista de espera, número {position}.',
  waitlistedNext:
    'Quando uma vaga abrir, ela vai para o primeiro da lista: escreveremos assim que uma for sua. Você não precisa fazer nada.',
  promotedSubject: 'Uma vaga é sua: {title}',
  promoted: 'Boa notícia: abriu uma vaga em {title} e ela é sua. Sua inscrição está confirmada.',
  promotedCancelPlease:
    'Se não puder mais vir, cancele, por favor, para que a próxima pessoa da lista de espera fique com a vaga.',
  cancelledSubject: 'Inscrição cancelada: {title}',
  cancelledBySchool:
    'A escola cancelou sua inscrição em {title}. Se você acha que é um engano, entre em contato conosco.',
  cancelledByVisitor: 'Sua inscrição em {title} foi cancelada, como você pediu.',
  changedSubject: 'Alterado: {title} ({changes})',
  changedDate: 'nova data',
  changedTime: 'novo horário',
  changedPlace: 'novo local',
  changedSeat: '{title} mudou. Sua vaga continua sua.',
  changedWaiting: '{title} mudou. Você continua com o número {position} na lista de espera.',
  changedNow: 'Agora:',
  changedBefore: 'Antes:',
  deletedSubject: 'Cancelado: {title}',
  deleted: 'Sentimos muito: {title} não vai acontecer, e sua inscrição foi cancelada.',
  confirmAddress:
    'Confirme seu endereço de e-mail pelo link que enviamos quando você se cadastrou: uma conta cujo endereço não for confirmado em {days, plural, one {# dia} other {# dias}} após o cadastro é removida, junto com suas inscrições.',
};

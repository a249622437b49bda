import type { Catalogue } from '../../translator';
import type { AccountEmailId } from '../en/account-emails';

/** The e-mails about an account itself, in Portuguese (Brazil). */
export const ACCOUNT_EMAILS_PT_BR: Catalogue<AccountEmailId> = {
  greeting: 'Olá, {name},',
  greetingNoName: 'Olá,',
  hours: '{hours, plural, one {# hora} other {# horas}}',
  minutes: '{minutes, plural, one {# minuto} other {# minutos}}',
  ignoreNotYou: 'Se não foi você, pode ignorar este e-mail.',
  resetSubject: 'Escolha uma nova senha para {school}',
  resetAskedBySchool:
    'A equipe de {school} enviou este link para que você possa escolher uma nova senha para sua conta.',
  resetAskedByOwner:
    'Alguém, esperamos que você, pediu para escolher uma nova senha para sua conta em {school}.',
  resetLink: 'Abra este link para escolhê-la (ele funciona uma vez, por {duration}):\n{link}',
  resetIgnore: 'Se você não pediu, pode ignorar este e-mail: sua senha continua a mesma.',
  changedSubject: 'Sua senha de {school} foi alterada',
  changed:
    'A senha da sua conta em {school} acabou de ser alterada por um link de redefinição de senha, e todos os aparelhos conectados precisam entrar de novo.',
  changedNotYou: 'Se não foi você, escolha uma nova senha agora mesmo: {link}',
  confirmSubject: 'Confirme seu endereço de e-mail para {school}',
  confirm:
    'Obrigado por se cadastrar em {school}. Confirme que este endereço é seu abrindo este link:\n{link}',
  confirmAlready:
    'Você já pode entrar e se inscrever em reuniões. Uma conta cujo endereço não for confirmado em {days, plural, one {# dia} other {# dias}} é removida, junto com suas inscrições.',
  confirmIgnore: 'Se você não se cadastrou, pode ignorar este e-mail: a conta é removida sozinha.',
  againSubject: 'Você já tem uma conta em {school}',
  again:
    'Alguém, esperamos que você, tentou se cadastrar em {school} com este endereço, que já tem uma conta. Nenhuma segunda conta foi criada, e a sua continua igual.',
  againLogIn: 'Entre com sua senha, como de costume.',
  againForgot: 'Esqueceu? Escolha uma nova com este link (ele funciona uma vez, por {duration}):\n{link}',
  inviteSubject: 'Você foi convidado(a) para ajudar a cuidar do site de {school}',
  inviteHello: 'Olá,',
  invite: '{invitedBy} convidou você para a equipe de {school} no site, como {role}: {duties}.',
  inviteRole:
    '{role, select, admin {Administrador(a)} editor {Editor(a)} door {Recepção} other {Usuário(a)}}',
  inviteDuties:
    '{role, select, admin {tudo, incluindo contas e funções} editor {reuniões, cursos, páginas, a página inicial e as configurações do site} door {as inscrições das reuniões} other {um visitante: as próprias inscrições}}',
  inviteLink:
    'Abra este link para escolher seu nome e uma senha (ele funciona uma vez, por {days, plural, one {# dia} other {# dias}}, até {until}):\n{link}',
  inviteIgnore:
    'Se você não esperava este convite, pode ignorar este e-mail: nenhuma conta é criada até o link ser usado.',
  newAddressSubject: 'Confirme seu novo endereço de e-mail para {school}',
  newAddress:
    'Você pediu para usar este endereço na sua conta em {school}. Confirme-o abrindo este link (ele funciona uma vez, por {duration}):\n{link}',
  newAddressUntil: 'Até lá, entre com o endereço antigo, como antes.',
  newAddressIgnore: 'Se você não pediu, pode ignorar este e-mail: a conta continua como está.',
  askedSubject: 'Um novo endereço de e-mail foi pedido para sua conta em {school}',
  asked:
    'Alguém conectado à sua conta em {school} pediu para usar o endereço {newEmail} no lugar deste. Ele só muda quando o link que enviamos para lá for aberto; até lá, este endereço continua sendo o da conta.',
  askedNotYou: 'Se não foi você, altere sua senha agora mesmo: {link}',
  inUseSubject: 'Seu endereço de e-mail foi informado em {school}',
  inUse:
    'Alguém pediu para mover outra conta de {school} para este endereço. Este endereço já tem uma conta (a sua), então nada foi alterado, e a sua continua como está.',
};

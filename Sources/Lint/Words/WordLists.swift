// Word lists used by the naming rules (section B) and the modal rules (section C).
//
// This file is data only. Matching is done elsewhere (whole-word, case- and
// diacritic-insensitive, Unicode-aware; a multi-word entry matches as a phrase).
// Entries are written in their natural spelling, accents and Arabic letters included.
// Matching folds case, diacritics, Arabic spelling variants and each language's plural and
// gender endings (`WordNormalizer`), so one entry covers "activado", "Activadas" and
// "activados", or "مفعل", "مفعّلة" and "مُفعَّل": inflected forms need not be listed (the
// few that are give the spelling a finding quotes).
// Every language covers the same concepts in each category (the same states, the same
// gestures, the same ways to close), so a rule behaves alike whatever the app's language.
// `.linter.yml` chooses the languages (`languages:`) and may add words.

/// The kind of word a naming rule looks for.
public enum WordCategory: String, Sendable, CaseIterable {
  /// Words that name a control type ("botón", "button", "زر"): `label-contains-role`.
  /// The union of `WordLists.roleWords`.
  case role
  /// Words that spell a state ("activado", "on", "مفعل"): `state-in-label`.
  case state
  /// Gesture instructions ("toca dos veces", "double tap"): `hint-mentions-gesture`.
  case gesture
  /// Requirement and error cues ("obligatorio", "required", "مطلوب"): `hint-essential-information`.
  case essential
  /// Whole link texts that say nothing out of context ("aquí", "read more"): `ambiguous-link-text`.
  case vagueLink = "vague-link"
  /// Names of a control that closes a modal layer ("Cerrar", "Done", "إغلاق"): `modal-without-escape`.
  case close
}

/// Word lists used by the naming rules, per language. Matching (done elsewhere) is whole-word,
/// case- and diacritic-insensitive; multi-word entries match as phrases.
public enum WordLists {
  /// The shipped languages (BCP 47 primary subtags).
  public static let languages: [String] = ["es", "en", "ar", "fr", "de", "pt", "it"]

  /// words[category][language] = entries
  public static let words: [WordCategory: [String: [String]]] = [
    .role: roleCategory,
    .state: stateWords,
    .gesture: gestureWords,
    .essential: essentialWords,
    .vagueLink: vagueLinkWords,
    .close: closeWords,
  ]

  /// Role words per role name, per language, for label-contains-role: roleWords["button"]["es"] = ["botón", "boton"]
  ///
  /// Keys are the roles of `accessibilityRole` that have a word people put in labels, plus
  /// `text-field`, the native role of `an-text-field`. `text`, `summary` and `none` have no entry:
  /// no label names them. Words that are also ordinary nouns ("radio", "título", "Taste") are
  /// left out or kept only inside a phrase.
  public static let roleWords: [String: [String: [String]]] = [
    "button": buttonWords,
    "link": linkWords,
    "header": headerWords,
    "image": imageWords,
    "checkbox": checkboxWords,
    "radio": radioWords,
    "switch": switchWords,
    "slider": sliderWords,
    "search": searchWords,
    "text-field": textFieldWords,
  ]

  // MARK: - Role words

  static let buttonWords: [String: [String]] = [
    "es": ["botón", "boton"],
    "en": ["button"],
    "ar": ["زر", "الزر", "زرّ"],
    "fr": ["bouton"],
    "de": ["Schaltfläche", "Button", "Knopf"],
    "pt": ["botão", "botao"],
    "it": ["pulsante", "bottone", "tasto"],
  ]

  static let linkWords: [String: [String]] = [
    "es": ["enlace", "vínculo", "hipervínculo"],
    "en": ["link", "hyperlink"],
    "ar": ["رابط", "الرابط"],
    "fr": ["lien", "hyperlien"],
    "de": ["Link", "Verknüpfung", "Hyperlink"],
    "pt": ["link", "ligação", "hiperligação"],
    "it": ["link", "collegamento"],
  ]

  static let headerWords: [String: [String]] = [
    "es": ["encabezado", "cabecera"],
    "en": ["heading", "header"],
    "ar": ["ترويسة", "العنوان الرئيسي"],
    "fr": ["en-tête", "entête"],
    "de": ["Überschrift", "Kopfzeile"],
    "pt": ["cabeçalho", "cabecalho"],
    "it": ["intestazione"],
  ]

  static let imageWords: [String: [String]] = [
    "es": ["imagen", "icono", "ícono"],
    "en": ["image", "icon", "picture"],
    "ar": ["صورة", "الصورة", "أيقونة", "الأيقونة"],
    "fr": ["image", "icône", "icone"],
    "de": ["Bild", "Symbolbild", "Icon"],
    "pt": ["imagem", "ícone", "icone"],
    "it": ["immagine", "icona"],
  ]

  static let checkboxWords: [String: [String]] = [
    "es": ["casilla", "casilla de verificación", "checkbox"],
    "en": ["checkbox", "check box", "tick box"],
    "ar": ["مربع اختيار", "خانة اختيار"],
    "fr": ["case à cocher"],
    "de": ["Kontrollkästchen", "Checkbox"],
    "pt": ["caixa de seleção", "caixa de verificação", "checkbox"],
    "it": ["casella di controllo", "casella di spunta", "checkbox"],
  ]

  static let radioWords: [String: [String]] = [
    "es": ["botón de opción", "botón de radio"],
    "en": ["radio button", "option button"],
    "ar": ["زر اختيار", "زر راديو"],
    "fr": ["bouton radio", "bouton d'option"],
    "de": ["Optionsfeld", "Radiobutton", "Optionsschaltfläche"],
    "pt": ["botão de opção", "botão de rádio"],
    "it": ["pulsante di opzione", "pulsante radio"],
  ]

  static let switchWords: [String: [String]] = [
    "es": ["interruptor", "conmutador"],
    "en": ["switch", "toggle"],
    "ar": ["مفتاح تبديل", "مفتاح التبديل"],
    "fr": ["interrupteur", "commutateur"],
    "de": ["Schalter", "Umschalter"],
    "pt": ["interruptor", "chave seletora"],
    "it": ["interruttore", "levetta"],
  ]

  static let sliderWords: [String: [String]] = [
    "es": ["control deslizante", "deslizador"],
    "en": ["slider"],
    "ar": ["شريط تمرير", "شريط التمرير", "منزلق"],
    "fr": ["curseur", "glissière"],
    "de": ["Schieberegler"],
    "pt": ["controle deslizante", "controlo de deslize"],
    "it": ["cursore", "dispositivo di scorrimento"],
  ]

  static let searchWords: [String: [String]] = [
    "es": ["campo de búsqueda", "cuadro de búsqueda", "barra de búsqueda", "buscador"],
    "en": ["search field", "search box", "search bar"],
    "ar": ["حقل البحث", "مربع البحث", "شريط البحث"],
    "fr": ["champ de recherche", "zone de recherche", "barre de recherche"],
    "de": ["Suchfeld", "Suchleiste"],
    "pt": ["campo de pesquisa", "campo de busca", "barra de pesquisa"],
    "it": ["campo di ricerca", "casella di ricerca", "barra di ricerca"],
  ]

  static let textFieldWords: [String: [String]] = [
    "es": ["campo de texto", "cuadro de texto"],
    "en": ["text field", "text box", "input field"],
    "ar": ["حقل نص", "حقل النص", "مربع نص"],
    "fr": ["champ de texte", "zone de texte"],
    "de": ["Textfeld", "Eingabefeld"],
    "pt": ["campo de texto", "caixa de texto"],
    "it": ["campo di testo", "casella di testo"],
  ]

  /// The `role` category: every role word of every role, per language.
  static let roleCategory: [String: [String]] = {
    var merged: [String: [String]] = [:]
    for role in roleWords.keys.sorted() {
      for (language, entries) in roleWords[role] ?? [:] {
        for entry in entries where !(merged[language] ?? []).contains(entry) {
          merged[language, default: []].append(entry)
        }
      }
    }
    return merged
  }()

  // MARK: - State words

  /// State words, per language, for the same states: on and off (activated, switched on),
  /// selected, checked, enabled and disabled, expanded and collapsed, active and inactive.
  /// "no", "not", "غير" alone are not here: "No molestar" is a name, not a state. German "ein",
  /// "aus", "an" (also an article and prepositions) are trailing states, as English "on" and
  /// "off" are (`trailingStates`): "WLAN aus", "Bluetooth: ein". Loading words
  /// ("cargando", "loading") are not either: busy has no form on any Apple platform, so
  /// "Cargando pedidos" on a progress indicator is its name, not a misplaced state.
  static let stateWords: [String: [String]] = [
    "es": [
      "activado", "activada", "desactivado", "desactivada", "encendido", "encendida",
      "apagado", "apagada", "seleccionado", "seleccionada", "no seleccionado", "no seleccionada",
      "marcado", "marcada", "desmarcado", "desmarcada", "habilitado", "habilitada",
      "deshabilitado", "deshabilitada", "expandido", "expandida", "contraído", "contraída",
      "plegado", "desplegado", "no marcado", "activo", "inactivo",
    ],
    "en": [
      "on", "off", "selected", "unselected", "not selected", "checked", "unchecked",
      "enabled", "disabled", "expanded", "collapsed", "toggled on",
      "toggled off", "switched on", "switched off", "turned on", "turned off", "activated",
      "deactivated", "not checked", "active", "inactive",
    ],
    "ar": [
      "مفعل", "مفعّل", "مفعلة", "غير مفعل", "معطل", "معطّل", "معطلة", "محدد", "محددة",
      "غير محدد", "مختار", "غير مختار", "قيد التشغيل", "متوقف", "موسع", "مطوي",
      "نشط", "غير نشط",
    ],
    "fr": [
      "activé", "activée", "désactivé", "désactivée", "sélectionné", "sélectionnée",
      "non sélectionné", "coché", "cochée", "décoché", "décochée", "allumé", "éteint",
      "développé", "réduit", "non coché", "actif", "inactif",
    ],
    "de": [
      "aktiviert", "deaktiviert", "ausgewählt", "nicht ausgewählt", "angehakt", "markiert",
      "eingeschaltet", "ausgeschaltet", "erweitert", "eingeklappt", "ausgeklappt",
      "nicht markiert", "nicht angehakt", "aktiv", "inaktiv", "ein", "aus", "an",
    ],
    "pt": [
      "ativado", "ativada", "desativado", "desativada", "selecionado", "selecionada",
      "não selecionado", "marcado", "marcada", "desmarcado", "desmarcada", "ligado", "ligada",
      "desligado", "desligada", "expandido", "recolhido", "não marcado", "habilitado",
      "desabilitado", "ativo", "inativo",
    ],
    "it": [
      "attivato", "attivata", "disattivato", "disattivata", "selezionato", "selezionata",
      "non selezionato", "spuntato", "spuntata", "acceso", "accesa", "spento", "spenta",
      "espanso", "compresso", "non spuntato", "abilitato", "disabilitato", "attivo",
      "non attivo", "inattivo",
    ],
  ]

  /// State words that are also other parts of speech: "on" and "off" are particles ("Log on",
  /// "Turn on notifications", "Add-on"), "activo", "attiva", "aktiv" are also imperatives or
  /// plain adjectives ("Attiva Bluetooth" is an action). In a label they count only as the last
  /// word, after another word, not joined to it by a hyphen, and not after one of
  /// `particleVerbs`: "Wi-Fi on", "Bluetooth off", "Sound: on", "Cuenta activa" carry state;
  /// "Log on", "Sign off", "Switch off", "Tap on", "Add-on", "Attiva Bluetooth" do not. A
  /// value made only of one ("on") is still a state word. German "erweitert" is also
  /// "advanced" ("Erweitert", "Erweiterte Suche"): a state only in "Details erweitert".
  /// Italian "acceso" is also Spanish "access" ("Acceso denegado"): a state in "Wi-Fi acceso".
  /// German "ein", "aus", "an" are also an article, prepositions and the particles of separable
  /// verbs ("Schalte WLAN aus", "Melden Sie sich an"): a state in "WLAN aus", "Licht an".
  static let trailingStates: [String: [String]] = [
    "es": ["activo", "inactivo"],
    "en": ["on", "off", "active", "inactive"],
    "ar": ["نشط"],
    "fr": ["actif", "inactif"],
    "de": ["aktiv", "inaktiv", "erweitert", "ein", "aus", "an"],
    "pt": ["ativo", "inativo"],
    "it": ["attivo", "inattivo", "acceso"],
  ]

  /// Verbs that make a phrasal verb with "on" or "off" ("Log on", "Switch off", "Tap on"), or
  /// an action or a wish with "active" ("Make active", "Stay active"): after one of them the
  /// word is part of an action, not a state.
  static let particleVerbs: [String: [String]] = [
    "en": [
      "turn", "switch", "toggle", "power", "log", "sign", "tap", "click", "press", "put", "add",
      "take", "try", "carry", "hold", "go", "come", "get", "check", "drop", "set", "pay", "show",
      "cut", "shut", "hang", "kick", "pick", "plug", "hop", "call", "start", "top", "move",
      "pass", "bring", "write", "send", "back", "pull", "tick", "slide", "swipe", "opt", "jump",
      "keep", "rely", "depend", "focus", "count", "comment", "doze", "nod", "make", "stay",
      "remain", "become", "be",
    ],
    // ("Mantente activo", "Restez actif", "Bleib aktiv", "Fique ativo", "Resta attivo": a wish.)
    "es": ["mantente", "mantenerse", "mantenerte", "sigue", "seguir", "permanece", "permanecer", "ponte", "vuelve"],
    "fr": ["restez", "reste", "rester", "soyez", "sois", "devenez", "demeurez"],
    // (German: also the separable verbs whose particle is "ein", "aus" or "an", infinitive and
    // imperative: "Schalte WLAN aus", "Geben Sie Ihr Passwort ein", "Wähle eine Farbe aus".)
    "de": [
      "bleib", "bleibe", "bleibt", "bleiben", "sei", "seid", "werde", "werden",
      "schalten", "schalte", "schalt", "melden", "melde", "meld", "loggen", "logge", "logg",
      "tragen", "trage", "trag", "füllen", "fülle", "füll", "wählen", "wähle", "wähl",
      "probieren", "probiere", "probier", "sehen", "sieh", "schauen", "schaue", "schau",
      "hören", "höre", "hör", "machen", "mache", "mach", "stellen", "stelle", "stell",
      "blenden", "blende", "klappen", "klappe", "geben", "gib", "gebe", "lesen", "lies",
      "laden", "lade", "lad", "rufen", "rufe", "ruf", "nehmen", "nimm", "richten", "richte",
      "steigen", "steige", "steig", "checken", "checke", "drucken", "drucke", "schließen",
      "schließe", "schließ", "kommen", "komm", "legen", "lege", "leg", "stecken", "stecke",
      "steck", "fügen", "füge", "füg", "führen", "führe", "führ", "halten", "halte", "halt",
      "hängen", "hänge", "häng", "zeigen", "zeige", "zeig", "tippen", "tippe", "tipp",
      "klicken", "klicke", "klick", "drücken", "drücke", "drück", "sprechen", "sprich",
      "fangen", "fange", "fang", "packen", "packe", "pack", "setzen", "setze", "setz",
    ],
    "pt": ["fique", "fica", "ficar", "mantenha", "manter", "seja", "continue"],
    "it": ["resta", "restate", "rimani", "rimanete", "sii", "stai", "tieniti", "mantieniti"],
  ]

  /// Verbs of bulk actions, as buttons begin with them: a state word after one is what the
  /// action acts on, not the element's state ("Delete selected", "Show selected items",
  /// "Mark as checked", "Eliminar seleccionados", "Supprimer les éléments sélectionnés").
  /// Verbs that are also the name of a feature or a mode are left out ("View expanded",
  /// "Edit enabled", "Sync enabled" carry state); Arabic verbal nouns too ("حفظ مفعل").
  static let actionVerbs: [String: [String]] = [
    "en": [
      "delete", "remove", "clear", "hide", "show", "restore", "erase", "deselect", "unselect",
      "select", "archive", "unarchive", "move", "copy", "export", "download", "share", "mark",
      "send", "save", "discard", "merge", "approve", "reject", "apply", "invite", "reset", "see",
    ],
    "es": [
      "eliminar", "elimina", "elimine", "borrar", "borra", "borre", "quitar", "quita", "quite",
      "archivar", "archiva", "mostrar", "ocultar", "oculta", "oculte", "ver", "marcar",
      "desmarcar", "mover", "mueve", "mueva", "copiar", "exportar", "exporta", "descargar",
      "compartir", "comparte", "comparta", "restaurar", "restaura", "guardar", "descartar",
      "descarta", "enviar", "envía", "envíe", "seleccionar", "deseleccionar", "aplicar", "aplica",
      "vaciar",
    ],
    "fr": [
      "supprimer", "supprimez", "supprime", "effacer", "effacez", "archiver", "archivez",
      "afficher", "affichez", "masquer", "masquez", "voir", "marquer", "marquez", "déplacer",
      "déplacez", "copier", "copiez", "exporter", "exportez", "télécharger", "téléchargez",
      "partager", "partagez", "restaurer", "restaurez", "enregistrer", "enregistrez", "envoyer",
      "envoyez", "sélectionner", "désélectionner", "appliquer", "appliquez", "vider", "videz",
    ],
    "de": [
      "löschen", "lösche", "entfernen", "entferne", "archivieren", "anzeigen", "zeige",
      "ausblenden", "markieren", "verschieben", "kopieren", "exportieren", "herunterladen",
      "teilen", "wiederherstellen", "speichern", "senden", "auswählen", "abwählen", "anwenden",
      "übernehmen", "leeren",
    ],
    "pt": [
      "excluir", "exclua", "apagar", "apague", "remover", "remova", "arquivar", "arquive",
      "mostrar", "ocultar", "oculte", "ver", "marcar", "desmarcar", "mover", "mova", "copiar",
      "exportar", "baixar", "baixe", "compartilhar", "compartilhe", "partilhar", "restaurar",
      "salvar", "salve", "guardar", "enviar", "envie", "selecionar", "desselecionar", "aplicar",
      "aplique",
    ],
    "it": [
      "eliminare", "elimina", "cancellare", "cancella", "rimuovere", "rimuovi", "archiviare",
      "archivia", "mostrare", "mostra", "nascondere", "nascondi", "vedi", "segnare", "segna",
      "contrassegna", "spostare", "sposta", "copiare", "esportare", "esporta", "scaricare",
      "scarica", "condividere", "condividi", "ripristinare", "ripristina", "salvare", "salva",
      "inviare", "invia", "selezionare", "seleziona", "deseleziona", "applica", "svuota",
    ],
  ]

  /// English nouns of a stretch of time: "off" right after one is time away from work, a thing
  /// the label names ("Request a day off", "Time off", "Days off"), not a state: a stretch of
  /// time is not switched on or off.
  static let leaveNouns: [String] = [
    "day", "days", "time", "night", "nights", "week", "weeks", "weekend", "weekends", "morning",
    "afternoon", "evening", "month", "months", "year", "hour", "hours",
  ]

  /// Pronouns and adverbs after which a trailing state word is the particle of a separable
  /// verb, never a state ("Melden Sie sich an", "Probier es aus", "Sieh dir das an"): a state
  /// follows the noun it is said of.
  static let particleObjects: [String: [String]] = [
    "de": ["sich", "dich", "mich", "dir", "mir", "uns", "euch", "sie", "es", "ihn", "ihm", "ihnen",
           "das", "dies", "alles", "etwas", "hier", "dort"],
  ]

  /// English words after which a state word is still the element's state, with the
  /// prepositions: conjunctions and adverbs ("Notifications enabled until 8 am", "Location
  /// enabled while using the app"). Before any other word an English state word qualifies it
  /// ("Selected items", "Disabled accounts": the names of things).
  static let stateContinuations: [String] = [
    "and", "or", "but", "until", "till", "while", "since", "when", "whenever", "because", "if",
    "unless", "so", "now", "automatically", "only", "again", "already", "still", "yet", "here",
    "there", "today", "temporarily", "permanently", "always", "never",
  ]

  /// Everyday words of a language that another language lists as a state: while that language
  /// is on, the other's state word is not read ("acceso" is Spanish "access" and Italian "on":
  /// "Solicitar acceso", "Último acceso"). With `languages: [it]` "Wi-Fi acceso" is reported.
  static let ordinaryWords: [String: [String]] = [
    "es": ["acceso"],
  ]

  /// Prepositions: a state word right after one is a noun, the name of a thing or a mode, not
  /// the element's state: "Botón de encendido" (the power button), "Tiempo de encendido",
  /// "Control de acceso" (Spanish "access", Italian "on").
  /// Every language's are read whatever `languages:` holds (the text's language is not known);
  /// words that are also a negation or an article in another language ("no", "na") are left out.
  static let prepositions: [String: [String]] = [
    "es": ["de", "del", "para", "por", "con", "sin", "desde", "hasta", "sobre", "entre", "hacia", "tras", "a", "al", "en"],
    "en": ["of", "for", "to", "with", "without", "from", "by", "about", "into", "onto", "via", "per", "in"],
    "ar": ["من", "في", "إلى", "على", "عن", "مع"],
    "fr": ["de", "du", "des", "pour", "par", "avec", "sans", "sur", "vers", "chez", "entre", "à", "au", "aux", "en"],
    "de": ["von", "vom", "für", "mit", "ohne", "zum", "zur", "bei", "beim", "nach", "gegen", "durch", "in", "im"],
    "pt": ["de", "do", "da", "dos", "das", "para", "por", "com", "sem", "pelo", "pela", "em"],
    "it": ["di", "del", "della", "dello", "dei", "degli", "delle", "da", "dal", "dalla", "per", "con", "senza", "tra", "fra", "in", "a", "al"],
  ]

  /// Articles and possessive determiners: a state word right after one is a noun, a thing
  /// the label names, not the element's state: "Mis activos" (my assets), "Mes actifs", "Los
  /// seleccionados", "I miei attivi", "Your selected". Read, as the prepositions are, whatever
  /// `languages:` holds; words that are something else in another language are left out
  /// ("o" is Spanish "or", "i" English "I", "an" and "ein" German "on"). French demonstratives,
  /// and "nouvel", "bel", "vieil", forms said only before a noun, are here too: "Nouvel an"
  /// (New Year) is not German "on".
  static let determiners: [String: [String]] = [
    "es": ["el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "mi", "mis", "tu", "tus", "su", "sus",
           "nuestro", "nuestra", "nuestros", "nuestras", "vuestro", "vuestra", "vuestros", "vuestras"],
    "en": ["the", "my", "your", "his", "her", "its", "our", "their"],
    "fr": ["le", "la", "les", "l", "une", "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "nos",
           "votre", "vos", "leur", "leurs", "ce", "cet", "cette", "ces", "nouvel", "bel", "vieil"],
    "de": ["der", "die", "das", "den", "dem", "des", "eine", "einen", "mein", "meine", "meinen", "dein", "deine",
           "seine", "ihre", "unser", "unsere", "euer", "eure"],
    "pt": ["os", "as", "um", "uma", "meu", "meus", "minha", "minhas", "teu", "teus", "tua", "tuas", "seu", "seus",
           "sua", "suas", "nosso", "nossos", "nossa", "nossas"],
    "it": ["il", "lo", "l", "gli", "le", "uno", "una", "mio", "mia", "miei", "mie", "tuo", "tua", "tuoi", "tue", "suo",
           "sua", "suoi", "sue", "nostro", "nostra", "nostri", "nostre", "vostro", "vostra", "vostri", "vostre", "loro"],
  ]

  /// Nouns of a language spelt as another's (or its own) possessive determiner: French "son"
  /// (sound) and "ton" (tone), German "Ton" (sound). While that language is on, the word is not
  /// read as a determiner ("Ton aktiviert", "Son désactivé" carry state); after an article it is
  /// a noun in any case ("Le son activé").
  static let determinerNouns: [String: [String]] = [
    "fr": ["son", "ton"],
    "de": ["ton"],
  ]

  // MARK: - Gesture words

  /// Gesture instructions. VoiceOver and TalkBack already tell the gesture, in the user's settings.
  static let gestureWords: [String: [String]] = [
    "es": [
      "toca dos veces", "toque dos veces", "doble toque", "doble tap", "pulsa dos veces",
      "pulse dos veces", "haz doble clic", "toca para", "pulsa para", "haz clic", "haga clic",
      "desliza", "deslice", "desliza el dedo", "mantén pulsado", "mantener pulsado",
      "toca y mantén", "pellizca", "triple toque", "arrastra", "arrastre", "dos dedos",
      "toca aquí para", "toque aquí para", "pulsa aquí para", "presiona dos veces", "toca 2 veces",
    ],
    "en": [
      "double tap", "double-tap", "double click", "double-click", "tap twice", "tap to",
      "click to", "swipe", "swipe up", "swipe down", "swipe left", "swipe right",
      "long press", "long-press", "press and hold", "tap and hold", "touch and hold",
      "pinch to", "pinch in", "pinch out", "pinch open", "pinch closed", "triple tap", "triple-tap",
      "two-finger", "two fingers", "drag", "tap here to", "tap 2 times", "tap two times", "tap for",
      "tap on", "click here to",
    ],
    "ar": [
      "انقر مرتين", "اضغط مرتين", "النقر مرتين", "النقر المزدوج", "نقرة مزدوجة", "انقر نقرًا مزدوجًا",
      "اسحب", "مرر", "اضغط مطولاً", "الضغط المطول", "انقر للفتح", "انقر ثلاث مرات",
      "بإصبعين", "اقرص", "قرصة", "اضغط مع الاستمرار",
    ],
    "fr": [
      "appuyez deux fois", "touchez deux fois", "double-tapez", "double tap", "toucher deux fois",
      "balayez", "faites glisser", "appui long", "maintenez appuyé", "touchez pour", "cliquez pour",
      "pincez", "appuyez pour", "touchez ici pour",
      "double-cliquez", "touchez trois fois", "toucher trois fois", "appuyez trois fois", "deux doigts",
    ],
    "de": [
      "doppeltippen", "doppelt tippen", "zweimal tippen", "tippe zweimal", "tippen sie zweimal",
      "doppelklicken", "wischen", "wische", "nach oben streichen", "nach unten streichen",
      "nach links streichen", "nach rechts streichen", "streichen sie nach", "streiche nach",
      "lange drücken", "gedrückt halten", "tippen sie auf", "tippe auf",
      "tippen, um", "tippe, um", "antippen", "klicken, um", "klicke, um", "dreimal tippen",
      "mit zwei Fingern", "ziehen Sie", "auseinanderziehen", "tippen Sie hier, um", "tippe hier, um",
      "tippen zum", "tippen zur", "tippe doppelt", "tippen sie doppelt", "klicken zum",
    ],
    "pt": [
      "toque duas vezes", "toque duplo", "toque 2 vezes", "clique duas vezes", "deslize",
      "arraste", "toque e segure", "pressione e segure", "mantenha pressionado", "toque para",
      "clique para", "pince", "toque triplo", "toque três vezes", "dois dedos", "toque aqui para",
    ],
    "it": [
      "tocca due volte", "doppio tocco", "doppio tap", "fai doppio clic", "scorri", "trascina",
      "tieni premuto", "pressione prolungata", "tocca per", "clicca per", "pizzica",
      "tocca tre volte", "triplo tocco", "due dita", "tocca qui per",
    ],
  ]

  // MARK: - Essential-information cues

  /// Requirement and error words. Digits, currency signs and dates are found by the rule itself.
  /// English "due" only in phrases: alone it is Italian for "two" ("Tocca due volte").
  static let essentialWords: [String: [String]] = [
    "es": [
      "obligatorio", "obligatoria", "requerido", "requerida", "necesario", "debe", "debes",
      "tiene que", "error", "inválido", "inválida", "incorrecto", "incorrecta", "caduca",
      "vence", "expira", "mínimo", "máximo", "como mínimo", "como máximo", "al menos",
    ],
    "en": [
      "required", "mandatory", "must", "must be", "has to", "error", "invalid", "incorrect",
      "expires", "due on", "due by", "due date", "minimum", "maximum", "at least", "at most",
      "necessary",
    ],
    "ar": [
      "مطلوب", "مطلوبة", "إلزامي", "إلزامية", "إجباري", "يجب", "لا بد", "خطأ", "غير صالح",
      "غير صحيح", "ينتهي", "الحد الأدنى", "الحد الأقصى", "على الأقل", "على الأكثر", "ضروري",
    ],
    "fr": [
      "requis", "requise", "obligatoire", "doit", "doivent", "il faut", "erreur", "invalide",
      "incorrect", "incorrecte", "expire", "minimum", "maximum", "au moins", "au plus",
      "nécessaire",
    ],
    "de": [
      "erforderlich", "Pflichtfeld", "Pflicht", "muss", "müssen", "Fehler", "ungültig",
      "falsch", "läuft ab", "mindestens", "höchstens", "maximal", "notwendig",
    ],
    "pt": [
      "obrigatório", "obrigatória", "requerido", "necessário", "deve", "tem de", "tem que",
      "erro", "inválido", "inválida", "incorreto", "incorreta", "expira", "vence", "no mínimo",
      "no máximo", "pelo menos", "mínimo", "máximo",
    ],
    "it": [
      "obbligatorio", "obbligatoria", "richiesto", "richiesta", "necessario", "deve", "devono",
      "errore", "non valido", "non valida", "errato", "scade", "almeno", "al massimo",
      "minimo", "massimo",
    ],
  ]

  // MARK: - Vague link texts

  /// Whole link texts that say nothing out of context. The rule fires when the whole name is one
  /// of these (trailing punctuation and whitespace ignored), not when it merely contains one.
  static let vagueLinkWords: [String: [String]] = [
    "es": [
      "más", "mas", "aquí", "aqui", "haz clic aquí", "pulsa aquí", "toca aquí", "clic aquí",
      "leer más", "ver más", "saber más", "más información", "info", "enlace", "este enlace",
      "detalles", "más info", "ver detalles", "presiona aquí", "pulse aquí",
      "haga clic aquí", "haz click aquí", "toque aquí", "mostrar más", "más detalles", "ver todo", "ver todos",
      "seguir leyendo", "información",
    ],
    "en": [
      "here", "click here", "tap here", "press here", "more", "read more", "see more",
      "learn more", "more info", "more information", "info", "link", "this link", "details",
      "view details", "see details", "view more",
      "show more", "find out more", "more details", "see all", "view all", "show all", "continue reading",
      "click this", "right here", "information",
    ],
    "ar": [
      "هنا", "اضغط هنا", "انقر هنا", "المزيد", "اقرأ المزيد", "عرض المزيد", "معرفة المزيد",
      "تفاصيل", "رابط", "هذا الرابط", "المزيد من المعلومات", "معلومات", "عرض التفاصيل",
      "عرض الكل", "مزيد من التفاصيل", "المزيد من التفاصيل", "اقرأ أكثر",
    ],
    "fr": [
      "ici", "cliquez ici", "appuyez ici", "plus", "en savoir plus", "lire la suite",
      "voir plus", "plus d'infos", "plus d'informations", "info", "touchez ici", "lien",
      "ce lien", "détails", "voir les détails", "clique ici",
      "plus de détails", "afficher plus", "voir tout", "tout voir", "lire plus", "cliquer ici", "infos",
    ],
    "de": [
      "hier", "hier klicken", "klicken sie hier", "hier tippen", "mehr", "weiterlesen",
      "mehr erfahren", "mehr lesen", "mehr anzeigen", "mehr Informationen", "mehr Infos",
      "Info", "details", "Link", "dieser Link", "weitere Informationen", "klicke hier",
      "tippe hier",
      "weitere details", "mehr details", "alle anzeigen", "details anzeigen",
    ],
    "pt": [
      "aqui", "clique aqui", "toque aqui", "mais", "saiba mais", "leia mais", "ver mais",
      "mais informações", "mais info", "info", "link", "este link", "detalhes", "ver detalhes",
      "ler mais", "mostrar mais", "mais detalhes", "ver tudo", "ver todos", "clica aqui", "continuar lendo",
      "continuar a ler",
    ],
    "it": [
      "qui", "clicca qui", "tocca qui", "di più", "leggi di più", "scopri di più", "altro",
      "leggi tutto", "maggiori informazioni", "ulteriori informazioni", "info", "link",
      "questo link", "dettagli", "per saperne di più",
      "mostra altro", "mostra di più", "vedi tutto", "vedi tutti", "altri dettagli", "vedi dettagli",
    ],
  ]

  // MARK: - Close words

  /// Names of a control that closes a modal layer. A descendant with an activation event whose
  /// constant name contains one of these (whole word) counts as the layer's close control.
  /// Every language names the same twelve ways out, in this order: close, cancel, done,
  /// dismiss, back, exit, OK, accept, decline, not now, got it, skip. (French "passer" and
  /// "compris" alone are left out: "Passer la commande", "Tout compris" close nothing.)
  static let closeWords: [String: [String]] = [
    "es": ["cerrar", "cancelar", "listo", "hecho", "descartar", "volver", "atrás", "salir", "ok", "aceptar",
           "rechazar", "ahora no", "entendido", "omitir", "saltar"],
    "en": ["close", "cancel", "done", "dismiss", "back", "exit", "ok", "accept", "decline", "not now", "got it",
           "skip"],
    "ar": ["إغلاق", "أغلق", "إلغاء", "تم", "تجاهل", "رجوع", "عودة", "خروج", "موافق", "حسنا", "ok", "قبول", "رفض",
           "ليس الآن", "فهمت", "تخطي"],
    "fr": ["fermer", "annuler", "terminé", "ignorer", "retour", "quitter", "ok", "accepter", "refuser",
           "pas maintenant", "j'ai compris"],
    "de": ["schließen", "abbrechen", "fertig", "verwerfen", "zurück", "beenden", "ok", "akzeptieren", "ablehnen",
           "nicht jetzt", "verstanden", "überspringen"],
    "pt": ["fechar", "cancelar", "concluído", "pronto", "dispensar", "descartar", "voltar", "sair", "ok", "aceitar",
           "recusar", "agora não", "entendi", "pular"],
    "it": ["chiudi", "annulla", "fine", "fatto", "ignora", "indietro", "esci", "ok", "accetta", "rifiuta", "non ora",
           "ho capito", "salta"],
  ]

  /// What else a close word ends: a session or an account. A control whose name holds one of
  /// these ("Cerrar sesión" logs out, "Close account" deletes the account, "Sitzung beenden",
  /// «إغلاق الحساب») does not close the layer it is in.
  static let closeObjects: [String] = [
    "sesión", "sesion", "session", "sessão", "sessione", "sitzung", "cuenta", "account", "compte",
    "konto", "conta", "جلسة", "الجلسة", "حساب", "الحساب",
  ]

}

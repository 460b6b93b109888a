import XCTest
@testable import Lint

/// The word folding of `WordNormalizer` and `WordMatcher`: Arabic spelling, inflections per
/// language, and when "on"/"off" are states.
final class WordNormalizerTests: XCTestCase {
  let all = WordMatcher()

  func matcher(_ language: String) -> WordMatcher { WordMatcher(languages: [language]) }

  // MARK: Arabic orthography

  func testArabicDiacriticsShaddaAndTatweelFold() {
    XCTAssertEqual(WordMatcher.tokens("مُفعَّل"), ["مفعل"])
    XCTAssertEqual(WordMatcher.tokens("مفعّلة"), ["مفعله"])
    XCTAssertEqual(WordMatcher.tokens("مفعـــلة"), ["مفعله"])
    XCTAssertEqual(WordMatcher.tokens("مُفْعَلٌ"), ["مفعل"])
  }

  func testArabicLetterFormsFold() {
    XCTAssertEqual(WordMatcher.tokens("أغلق إلغاء آخر ٱلزر"), ["اغلق", "الغاء", "اخر", "الزر"])
    XCTAssertEqual(WordMatcher.tokens("مستوى"), ["مستوي"])
    XCTAssertEqual(WordMatcher.tokens("مؤقت"), ["موقت"])
    XCTAssertEqual(WordMatcher.tokens("مسائي"), ["مسايي"])
    XCTAssertEqual(WordMatcher.tokens("صورة"), ["صوره"])
  }

  func testArabicStateWordIsOneWordWhateverTheSpelling() {
    let ar = matcher("ar")
    for spelling in ["مفعّلة", "مُفعَّل", "مفعلة", "مفعل", "مفعله", "المفعلة", "مفعـلة"] {
      XCTAssertTrue(ar.isEntirely(.state, spelling), spelling)
    }
    XCTAssertEqual(WordNormalizer.stem("مفعله", .ar), "مفعل")
    XCTAssertEqual(WordNormalizer.stem("الزر", .ar), "زر")
    XCTAssertEqual(ar.firstMatch(.close, in: "اغلاق"), "إغلاق")
    XCTAssertEqual(ar.firstMatch(.essential, in: "هذا الحقل مطلوبة"), "مطلوبة")
  }

  func testArabicNegatives() {
    let ar = matcher("ar")
    XCTAssertNil(ar.firstMatch(.state, in: "الإشعارات"))
    XCTAssertNil(ar.firstMatch(.close, in: "إرسال"))
    XCTAssertFalse(ar.isEntirely(.state, "فعل"))
    // Short words are never cut: "تم" (done) stays itself.
    XCTAssertEqual(WordNormalizer.stem("تم", .ar), "تم")
  }

  // MARK: Inflections

  func testSpanishPluralsAndGenders() {
    let es = matcher("es")
    for form in ["activado", "activada", "activados", "activadas", "Activadas", "ACTIVADOS"] {
      XCTAssertTrue(es.isEntirely(.state, form), form)
    }
    XCTAssertEqual(es.firstMatch(.state, in: "Luces activadas"), "activadas")
    XCTAssertEqual(es.firstMatch(.state, in: "Favorito activado"), "activado")
    XCTAssertEqual(es.roleWord("button", in: "Botones de envío"), "botones")
    XCTAssertEqual(es.roleWord("image", in: "Imágenes del producto"), "imágenes")
    XCTAssertEqual(WordNormalizer.stem("botones", .es), WordNormalizer.stem("boton", .es))
  }

  func testSpanishNegatives() {
    let es = matcher("es")
    XCTAssertNil(es.firstMatch(.state, in: "Activar notificaciones"))
    XCTAssertNil(es.firstMatch(.state, in: "Actividad reciente"))
    XCTAssertNil(es.firstMatch(.state, in: "Activa las notificaciones"))
    XCTAssertFalse(es.isEntirely(.vagueLink, "más vendidos"))
    XCTAssertEqual(WordNormalizer.stem("más", .es), "más")
  }

  func testPortuguesePluralsAndGenders() {
    let pt = matcher("pt")
    for form in ["desativado", "desativada", "desativados", "desativadas", "ativadas", "Ligadas"] {
      XCTAssertTrue(pt.isEntirely(.state, form), form)
    }
    XCTAssertEqual(pt.roleWord("button", in: "Botões de envio"), "botões")
    XCTAssertEqual(pt.roleWord("image", in: "Imagens da galeria"), "imagens")
    XCTAssertNil(pt.firstMatch(.state, in: "Ativar notificações"))
    XCTAssertNil(pt.firstMatch(.state, in: "Ligação perdida"))
  }

  func testFrenchPluralsAndGenders() {
    let fr = matcher("fr")
    for form in ["activé", "activée", "activés", "activées", "Activées", "cochées", "désactivés"] {
      XCTAssertTrue(fr.isEntirely(.state, form), form)
    }
    XCTAssertEqual(fr.firstMatch(.state, in: "Notifications activées"), "activées")
    XCTAssertEqual(fr.roleWord("button", in: "Boutons d'envoi"), "boutons")
    XCTAssertNil(fr.firstMatch(.state, in: "Activer les notifications"))
    XCTAssertNil(fr.firstMatch(.state, in: "Activités récentes"))
  }

  func testItalianPluralsAndGenders() {
    let it = matcher("it")
    for form in ["attivato", "attivata", "attivate", "attivati", "Attivati", "disattivate"] {
      XCTAssertTrue(it.isEntirely(.state, form), form)
    }
    XCTAssertEqual(it.firstMatch(.state, in: "Notifiche attive"), "attive")
    XCTAssertEqual(it.firstMatch(.state, in: "Bluetooth attiva"), "attiva")
    XCTAssertEqual(it.roleWord("button", in: "Pulsanti di invio"), "pulsanti")
    XCTAssertEqual(it.firstMatch(.vagueLink, in: "dettaglio"), "dettaglio")
    // "Attiva Bluetooth" is an action (imperative), "Attivare" an infinitive: no state.
    XCTAssertNil(it.firstMatch(.state, in: "Attiva Bluetooth"))
    XCTAssertNil(it.firstMatch(.state, in: "Attivare le notifiche"))
  }

  func testGermanInflections() {
    let de = matcher("de")
    for form in ["aktiviert", "aktivierte", "aktiviertes", "aktivierten", "aktivierter", "ausgeschaltete", "Ausgeschalteter"] {
      XCTAssertTrue(de.isEntirely(.state, form), form)
    }
    XCTAssertEqual(de.roleWord("button", in: "Weiter-Schaltflächen"), "schaltflächen")
    XCTAssertEqual(de.roleWord("image", in: "Bilder der Woche"), "bilder")
    XCTAssertEqual(de.firstMatch(.close, in: "Schliessen"), "schließen")  // a spelling, not an inflection: the list's word
    XCTAssertEqual(de.firstMatch(.close, in: "Schließen"), "schließen")
    XCTAssertNil(de.firstMatch(.state, in: "Aktivieren"))
    XCTAssertNil(de.firstMatch(.state, in: "Aktivität"))
  }

  func testGermanDeclinedFormsBeforeANounAreNames() {
    let de = matcher("de")
    XCTAssertNil(de.firstMatch(.state, in: "Ausgewählte Produkte"))
    XCTAssertNil(de.firstMatch(.state, in: "Erweiterte Suche"))
    XCTAssertNil(de.firstMatch(.state, in: "Erweitert"))
    XCTAssertNil(de.firstMatch(.state, in: "Aktivierte Dienste"))
    XCTAssertEqual(de.firstMatch(.state, in: "Details erweitert"), "erweitert")
    XCTAssertEqual(de.firstMatch(.state, in: "WLAN aktiviertes"), "aktiviertes")
    XCTAssertEqual(de.firstMatch(.state, in: "Aktiviert: WLAN"), "aktiviert")
    XCTAssertEqual(de.firstMatch(.state, in: "Ausgewählt"), "ausgewählt")
  }

  func testEnglishPlurals() {
    let en = matcher("en")
    XCTAssertEqual(en.roleWord("button", in: "Share buttons"), "buttons")
    XCTAssertEqual(en.roleWord("checkbox", in: "Checkboxes for filters"), "checkboxes")
    XCTAssertEqual(en.roleWord("switch", in: "Switches"), "switches")
    XCTAssertNil(en.roleWord("button", in: "Buttonhole stitch"))
    XCTAssertEqual(WordNormalizer.stem("this", .en), "this")
    XCTAssertEqual(WordNormalizer.stem("dismiss", .en), "dismiss")
  }

  func testShortWordsKeepTheirEnding() {
    // Portuguese "mais" (more) must not become German/French "Mai" (May).
    XCTAssertFalse(all.isEntirely(.vagueLink, "Mai"))
    XCTAssertTrue(all.isEntirely(.vagueLink, "Mais"))
    XCTAssertEqual(WordNormalizer.stem("plus", .fr), "plus")
    XCTAssertEqual(WordNormalizer.stem("mais", .pt), "mais")
  }

  func testWordsAddedInConfigMatchAsWritten() {
    let words = WordMatcher(languages: ["es"], extraWords: ["state": ["favoritado"]])
    XCTAssertEqual(words.firstMatch(.state, in: "Producto favoritado"), "favoritado")
    XCTAssertNil(words.firstMatch(.state, in: "Productos favoritados"))
  }

  // MARK: on / off

  func testOnOffAreStatesWhereTheyAreStates() {
    let en = matcher("en")
    for text in ["Wi-Fi on", "Bluetooth off", "Sound: on", "Airplane mode ON", "Lights — off"] {
      XCTAssertNotNil(en.firstMatch(.state, in: text), text)
    }
    XCTAssertTrue(en.isEntirely(.state, "on"))
    XCTAssertTrue(en.isEntirely(.state, "Off"))
  }

  func testOnOffInPhrasalVerbsAndCompoundsAreNotStates() {
    let en = matcher("en")
    for text in ["Log on", "Sign on", "Log off", "Sign off", "Add-on", "Turn on notifications", "Switch off",
                 "Tap on", "Arrives on Tuesday", "On", "Drop-off", "Power off", "Sign‐on", "Check on"] {
      XCTAssertNil(en.firstMatch(.state, in: text), text)
    }
    XCTAssertNil(en.firstMatch(.state, in: "Stay active"))
    XCTAssertNil(en.firstMatch(.state, in: "Make inactive"))
    XCTAssertEqual(en.firstMatch(.state, in: "Account inactive"), "inactive")
    // A part of a built label that more words follow never ends it.
    XCTAssertNil(en.firstMatch(.state, in: "Wi-Fi on", atEnd: false))
  }

  // MARK: The same concepts in every language

  func testCloseWordsAgreeAcrossLanguages() {
    let concepts: [String: [String: String]] = [
      "close": ["es": "Cerrar", "en": "Close", "ar": "إغلاق", "fr": "Fermer", "de": "Schließen", "pt": "Fechar", "it": "Chiudi"],
      "cancel": ["es": "Cancelar", "en": "Cancel", "ar": "إلغاء", "fr": "Annuler", "de": "Abbrechen", "pt": "Cancelar", "it": "Annulla"],
      "done": ["es": "Listo", "en": "Done", "ar": "تم", "fr": "Terminé", "de": "Fertig", "pt": "Concluído", "it": "Fatto"],
      "dismiss": ["es": "Descartar", "en": "Dismiss", "ar": "تجاهل", "fr": "Ignorer", "de": "Verwerfen", "pt": "Dispensar", "it": "Ignora"],
      "back": ["es": "Atrás", "en": "Back", "ar": "رجوع", "fr": "Retour", "de": "Zurück", "pt": "Voltar", "it": "Indietro"],
      "exit": ["es": "Salir", "en": "Exit", "ar": "خروج", "fr": "Quitter", "de": "Beenden", "pt": "Sair", "it": "Esci"],
      "ok": ["es": "OK", "en": "OK", "ar": "موافق", "fr": "OK", "de": "OK", "pt": "OK", "it": "OK"],
      "accept": ["es": "Aceptar", "en": "Accept", "ar": "قبول", "fr": "Accepter", "de": "Akzeptieren", "pt": "Aceitar", "it": "Accetta"],
    ]
    for (concept, byLanguage) in concepts {
      XCTAssertEqual(Set(byLanguage.keys), Set(WordLists.languages), concept)
      for (language, word) in byLanguage {
        XCTAssertNotNil(matcher(language).firstMatch(.close, in: word), "\(concept) in \(language): \(word)")
      }
    }
  }

  func testEveryCategoryHasEveryLanguage() {
    for category in WordCategory.allCases {
      for language in WordLists.languages {
        XCTAssertFalse((WordLists.words[category]?[language] ?? []).isEmpty, "\(category) \(language)")
      }
    }
    for (role, byLanguage) in WordLists.roleWords {
      XCTAssertEqual(Set(byLanguage.keys), Set(WordLists.languages), role)
    }
  }

  func testStateConceptsAgreeAcrossLanguages() {
    // on, off, selected, checked, unchecked, disabled, expanded, collapsed — in each language.
    let samples: [String: [String]] = [
      "es": ["Encendido", "Apagado", "Seleccionada", "Marcada", "Desmarcadas", "Deshabilitado", "Expandida", "Contraídas"],
      "en": ["Switched on", "Switched off", "Selected", "Checked", "Unchecked", "Disabled", "Expanded", "Collapsed"],
      "ar": ["قيد التشغيل", "متوقف", "محددة", "محدد", "غير محدد", "معطلة", "موسع", "مطوي"],
      "fr": ["Allumé", "Éteinte", "Sélectionnées", "Cochée", "Décochés", "Désactivée", "Développés", "Réduite"],
      "de": ["Eingeschaltet", "Ausgeschaltete", "Ausgewählte", "Angehakt", "Nicht markiert", "Deaktivierte", "Ausgeklappt", "Eingeklappte"],
      "pt": ["Ligada", "Desligados", "Selecionadas", "Marcado", "Desmarcadas", "Desabilitado", "Expandida", "Recolhidos"],
      "it": ["Acceso", "Spente", "Selezionati", "Spuntata", "Non spuntato", "Disabilitata", "Espansa", "Compressi"],
    ]
    for (language, words) in samples {
      for word in words { XCTAssertTrue(matcher(language).isEntirely(.state, word), "\(language): \(word)") }
    }
  }

  func testGestureAndVagueAndEssentialAgreeAcrossLanguages() {
    let gestures: [String: [String]] = [
      "es": ["Toca dos veces para abrir", "Triple toque", "Desliza hacia arriba", "Pellizca para ampliar", "Arrastra el mapa"],
      "en": ["Double tap to open", "Triple tap", "Swipe up", "Pinch to zoom", "Drag the map"],
      "ar": ["انقر مرتين للفتح", "انقر ثلاث مرات", "مرر لأعلى", "قرصة للتكبير", "اسحب الخريطة"],
      "fr": ["Touchez deux fois pour ouvrir", "Touchez trois fois", "Balayez vers le haut", "Pincez pour zoomer", "Faites glisser la carte"],
      "de": ["Doppeltippen zum Öffnen", "Dreimal tippen", "Nach oben wischen", "Mit zwei Fingern zoomen", "Ziehen Sie die Karte"],
      "pt": ["Toque duas vezes para abrir", "Toque triplo", "Deslize para cima", "Pince para ampliar", "Arraste o mapa"],
      "it": ["Tocca due volte per aprire", "Tocca tre volte", "Scorri verso l'alto", "Pizzica per ingrandire", "Trascina la mappa"],
    ]
    for (language, texts) in gestures {
      for text in texts { XCTAssertNotNil(matcher(language).firstMatch(.gesture, in: text), "\(language): \(text)") }
    }
    let vague: [String: [String]] = [
      "es": ["Aquí", "Más información", "Leer más", "Detalles"],
      "en": ["Here", "More information", "Read more", "Details"],
      "ar": ["هنا", "المزيد من المعلومات", "اقرأ المزيد", "التفاصيل"],
      "fr": ["Ici", "Plus d'informations", "Lire la suite", "Détails"],
      "de": ["Hier", "Mehr Informationen", "Weiterlesen", "Details"],
      "pt": ["Aqui", "Mais informações", "Leia mais", "Detalhes"],
      "it": ["Qui", "Maggiori informazioni", "Leggi di più", "Dettagli"],
    ]
    for (language, texts) in vague {
      for text in texts { XCTAssertTrue(matcher(language).isEntirely(.vagueLink, text), "\(language): \(text)") }
    }
    let essential: [String: [String]] = [
      "es": ["Campo obligatorio", "Como máximo diez", "Es necesario"],
      "en": ["Required field", "At most ten", "It is necessary"],
      "ar": ["حقل مطلوب", "على الأكثر عشرة", "ضروري"],
      "fr": ["Champ obligatoire", "Au plus dix", "C'est nécessaire"],
      "de": ["Pflichtfeld", "Höchstens zehn", "Notwendig"],
      "pt": ["Campo obrigatório", "No máximo dez", "É necessário"],
      "it": ["Campo obbligatorio", "Al massimo dieci", "È necessario"],
    ]
    for (language, texts) in essential {
      for text in texts { XCTAssertNotNil(matcher(language).firstMatch(.essential, in: text), "\(language): \(text)") }
    }
  }

  func testMatchesReportOneWordPerStretch() {
    XCTAssertEqual(all.matches(.essential, in: "Obligatorio: al menos 8, error"), ["obligatorio", "error", "al menos"])
    XCTAssertEqual(all.matches(.state, in: "Luces activadas"), ["activadas"])
  }
}
